import { defineConfig, devices } from '@playwright/test'
import { BASE_PORT, E2E_WORKERS, PORT, workerPort } from './e2e/helpers.ts'
import { PHONE_USER_AGENT } from './e2e/user-agents.ts'

/**
 * e2e runs against the real server and the built app (npm start's process, on its own port):
 * one server per worker (e2e/helpers.ts `workerPort`), all serving the one build.
 */
const ports = Array.from({ length: E2E_WORKERS }, (_, i) => workerPort(i))
export const baseHost = `localhost:${PORT}`
const distDir = `dist-e2e/${BASE_PORT}`

export default defineConfig({
  testDir: 'e2e',
  // Two workers, each with its own server and browser, on CI's two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The tests of a file share the demo customer (+7 999 000-00-01) on the real server, its
  // points balance and its history, as a real account would: a file runs in order on one
  // worker, and each worker has its own server (so no two workers race on that customer).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://${baseHost}`,
    viewport: { width: 390, height: 844 },
    locale: 'ru-RU',
    // A trace on a failure's retry (CI retries once), not on every first attempt: with tracing
    // on, the branch map's chunk (map-view, 156 kB) was at times never answered to the page under
    // load (its request pending for the whole test, four map tests red; the same tests green with
    // tracing off, and the chunk answered in 0.3 s to an untraced browser). Tracing also costs
    // every test CPU on a 2-core machine. `--trace on` traces a local run.
    trace: 'on-first-retry',
    serviceWorkers: 'block',
    // Every brand's welcome screen and age check already passed: e2e/test.ts's fixture.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A date field in the page's language (dd.mm.yyyy under <html lang="ru">), as on a
        // customer's phone set to it: Chromium otherwise formats it in its own UI language
        // (mm/dd/yyyy), whatever the context's locale says.
        '--enable-blink-features=LangAttributeAwareFormControlUI',
      ],
    },
  },
  projects: [
    {
      // The default: a phone, as customers open the app (architecture: mobile first at 390 x
      // 844), with Chrome on Android's user agent, touch and the phone's pixel ratio. A desktop
      // user agent hid that device-register refused every real phone (issue 10).
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        userAgent: PHONE_USER_AGENT,
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // A second viewport for the specs that show the app as a whole: a desktop browser sees it
      // as a centred column.
      name: 'desktop',
      testMatch: ['brands.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: ports.map((port, i) => ({
    // Its own build folder per port, so parallel runs never share (or clobber) one dist/. The
    // servers start in order: the first builds, the others serve the same build.
    command:
      (i === 0 ? `npx vite build --logLevel warn --outDir ${distDir} --emptyOutDir && ` : '') +
      'node --import tsx server/main.ts',
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      DATA_DIR: 'memory',
      DEMO: '1',
      DIST_DIR: distDir,
      // Demo admin route (server/routes/admin.ts): e2e changes a price through it.
      ADMIN_SECRET: 'e2e-admin-secret',
    },
    stdout: 'pipe' as const,
  })),
})
