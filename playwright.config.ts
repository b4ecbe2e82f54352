import { defineConfig, devices } from '@playwright/test'
import { startupScreensSeen } from './e2e/auth-helpers.ts'
import { PHONE_USER_AGENT } from './e2e/user-agents.ts'

/** e2e runs against the real server and the built app (npm start's process, on its own port). */
const PORT = Number(process.env.E2E_PORT ?? 8091)
export const baseHost = `localhost:${PORT}`

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // One worker: the tests share the demo customer (+7 999 000-00-01) on the real server, its
  // points balance and its history, as a real account would; parallel runs would race on them.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://${baseHost}`,
    viewport: { width: 390, height: 844 },
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    // Every brand's welcome screen and age check already passed; their own tests start empty.
    storageState: startupScreensSeen(PORT),
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
  webServer: {
    // Its own build folder per port, so parallel runs never share (or clobber) one dist/.
    command: `npx vite build --logLevel warn --outDir dist-e2e/${PORT} --emptyOutDir && node --import tsx server/main.ts`,
    url: `http://${baseHost}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      DATA_DIR: 'memory',
      DEMO: '1',
      DIST_DIR: `dist-e2e/${PORT}`,
      // Demo admin route (server/routes/admin.ts): e2e changes a price through it.
      ADMIN_SECRET: 'e2e-admin-secret',
    },
    stdout: 'pipe',
  },
})
