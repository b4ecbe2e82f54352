import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { join } from 'node:path'
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { SNAPSHOT_LOCALE, STORY_MATRIX } from './.storybook/matrix.ts'
import viteConfig from './vite.config.ts'
import { sharedTest, unitProjects } from './vitest.unit.config.ts'

/**
 * Stories as tests (issue 17): every story renders in Debian's chromium with the a11y addon's axe
 * (WCAG 2.2 AA, a violation fails: preview.tsx `a11y.test`). One project per demo brand and
 * locale (`storybook:<brand>:<locale>`, the toolbar's globals pinned); `npm run test:stories`
 * (not part of `npm run test:unit`: it needs chromium and runs after the Storybook build).
 */
/**
 * Visual snapshots (`snapshot`-tagged stories, .storybook/vitest.snapshots.ts) run in one locale
 * per brand, baselines in .storybook/snapshots/<brand>/. `npm run stories:snapshots` runs only
 * those stories and writes the baselines (STORY_SNAPSHOTS=update).
 */
const snapshotRun = process.env.STORY_SNAPSHOTS

const storyProjects: TestProjectInlineConfiguration[] = STORY_MATRIX.map(
  ({ brand, locale }, i) => ({
    extends: true,
    plugins: [
      storybookTest({
        configDir: '.storybook',
        initialGlobals: { brand, locale },
        // The first brand and locale run every story (ui primitives too); the others the screens
        // and slot widgets (tag `screen`), which is where a brand's data and texts differ.
        tags: snapshotRun ? { include: ['snapshot'] } : i === 0 ? {} : { include: ['screen'] },
      }),
    ],
    // The <Trans> macro's runtime (src/core/i18n/trans.tsx) pre-bundled up front: the macro
    // writes its import as it compiles a file, after the dependency scan; found then, it
    // reloaded the run and failed two files.
    optimizeDeps: { include: ['@lingui/react/server'] },
    test: {
      name: `storybook:${brand}:${locale}`,
      // no story shows a broken image (every brand and locale); the snapshots in one locale
      setupFiles: [
        '.storybook/vitest.images.ts',
        ...(locale === SNAPSHOT_LOCALE ? ['.storybook/vitest.snapshots.ts'] : []),
      ],
      ...(locale === SNAPSHOT_LOCALE ? { env: { STORY_SNAPSHOTS: snapshotRun ?? 'compare' } } : {}),
      browser: {
        enabled: true,
        headless: true,
        // Vite's first start of the project (dependency optimisation) on a busy 2-core machine
        connectTimeout: 180_000,
        provider: playwright({
          contextOptions: {
            // the window holds a story's viewport (phone 390×844, desktop 1280×800) unscaled:
            // Playwright's default 1280×720 shrank the phone to 333×720 in the snapshots
            viewport: { width: 1300, height: 900 },
            // the clock's zone fixed, so a date on a screen looks the same on every machine
            timezoneId: 'Europe/Moscow',
            reducedMotion: 'reduce',
          },
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: ['--no-sandbox'],
          },
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            resolveScreenshotPath: ({ arg, ext, root }) =>
              join(root, '.storybook/snapshots', brand, `${arg}${ext}`),
            // a failed comparison's picture and diff: beside the e2e results (not committed)
            resolveDiffPath: ({ arg, ext, root }) =>
              join(root, 'test-results/story-snapshots', brand, `${arg}${ext}`),
          },
        },
      },
    },
  }),
)

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      ...sharedTest,
      projects: [
        // app, app-node, server: vitest.unit.config.ts (`npm run test:unit` loads only those)
        ...unitProjects,
        ...storyProjects,
      ],
    },
  }),
)
