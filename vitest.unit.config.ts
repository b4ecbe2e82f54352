/**
 * The unit run (`npm run test:unit`): the projects `app` (jsdom), `app-node` and `server`, and
 * nothing of Storybook or the browser. vitest.config.ts (every project, the stories too) reuses
 * these settings and adds the `storybook:*` projects; it loads Storybook's and Playwright's
 * plugins, whose set-up (eight story projects) cost the unit run ~40 s before its first test
 * (issue 11, docs/testing.md session 10). One unit file: `npm run test:unit -- <file>`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import {
  defineConfig,
  mergeConfig,
  type TestProjectInlineConfiguration,
  type ViteUserConfig,
} from 'vitest/config'
import viteConfig from './vite.config.ts'

const server = 'tests/server/**/*.test.ts'
const appTests = ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'registry/**/*.test.ts']

/**
 * The app's test files that run in node (`// @vitest-environment node` at the top: pure rules, no
 * DOM), found by that line: they run in a project of their own with kept forks (issue 11), the
 * others in jsdom with a fresh fork per file.
 */
function nodeAppTests(): string[] {
  const root = import.meta.dirname
  return ['tests', 'src', 'registry']
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(dir, file).replaceAll('\\', '/'),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/server/'))
    .filter((file) =>
      /^\/\/ @vitest-environment node\b/m.test(readFileSync(join(root, file), 'utf8')),
    )
}
const nodeApp = nodeAppTests()

/** The settings every project shares (the story projects too: vitest.config.ts). */
export const sharedTest = {
  // A ceiling, not a wait. At load 35 on the two cores (several engineers' builds, browsers and
  // suites at once) tests that take 2-5 s when quiet took 20-38 s and hit the old 20 s
  // (wrong-settings, lint/layers' ESLint runs): slow, not broken (issue 11).
  // 120 s since session 9: the XSS corpus's whole-brand case hit 60 s with two unit runs side by
  // side at load ~25 (issue 11's parallel check).
  testTimeout: 120_000,
  // Under load (two cores shared with builds and browsers) a slow hook is slow, not broken;
  // nothing boots or seeds a database per file any more (see the server project).
  hookTimeout: 30_000,
  pool: 'forks',
  // vitest's default is one worker fewer than the CPUs: one on CI's two cores, where the main
  // process mostly waits. Two workers there: 373 s → ~190 s for the unit run (issue 11).
  maxWorkers: Math.max(2, availableParallelism() - 1),
} satisfies NonNullable<ViteUserConfig['test']>

export const unitProjects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'app',
      include: appTests,
      exclude: [server, ...nodeApp],
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
    },
  },
  {
    extends: true,
    test: {
      // The app's pure files (no DOM): one kept fork per worker instead of a fresh fork,
      // environment and setup per file (issue 11; docs/testing.md has the figures).
      name: 'app-node',
      include: nodeApp,
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      isolate: false,
    },
  },
  {
    extends: true,
    test: {
      name: 'server',
      include: [server],
      environment: 'node',
      // Migrates and seeds once for the run; each file copies that database (helpers.ts).
      globalSetup: ['tests/server/global-setup.ts'],
      // A file's beforeAll loads that copy into a fresh PGlite (~1 s quiet). At load 28 on
      // the two cores app-data and device timed out at 30 s in that hook and skipped their
      // 18 tests (docs/testing.md): a ceiling, not a wait, as abuse/input-guards set.
      hookTimeout: 180_000,
      // One kept fork per worker instead of a fresh one per file: each file makes its own
      // database and app, and the server keeps no per-run state but caches of compiled
      // schemas. Measured at load 18-28: 396/396 in 6 min 41 s, file times summed 334 s
      // (isolated, load ~28: ~13 min, 503 s, two files timed out; docs/testing.md).
      isolate: false,
    },
  },
]

export default mergeConfig(
  viteConfig,
  defineConfig({ test: { ...sharedTest, projects: unitProjects } }),
)
