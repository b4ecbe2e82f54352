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

function appTestFiles(): { file: string; text: string }[] {
  const root = import.meta.dirname
  return ['tests', 'src', 'registry']
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(dir, file).replaceAll('\\', '/'),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/server/'))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }))
}
const appFiles = appTestFiles()

/**
 * The app's test files that run in node (`// @vitest-environment node` at the top: pure rules, no
 * DOM), found by that line: they run in a project of their own in node (issue 11), the others in
 * jsdom.
 */
const nodeApp = appFiles
  .filter(({ text }) => /^\/\/ @vitest-environment node\b/m.test(text))
  .map(({ file }) => file)

/**
 * The DOM files that replace a module (`vi.mock`), or test the state of a fresh start (a line
 * `// fresh fork: <why>`): a fresh fork per file (project `app-isolated`), since in a shared
 * worker a module an earlier file imported stays the real one, and its state what files left.
 */
const mockingApp = appFiles
  .filter(
    ({ file, text }) =>
      !nodeApp.includes(file) && /\bvi\.(?:do)?[mM]ock\(|^\/\/ fresh fork\b/m.test(text),
  )
  .map(({ file }) => file)

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
      // The DOM files: one kept fork and jsdom window per worker instead of a fresh fork,
      // environment, React and Testing Library per file (~1.7 s each quiet, 77 files; issue 11).
      // tests/setup-shared-dom.ts puts back what a file leaves (stores, storage, DOM, URL, mocks).
      name: 'app',
      include: appTests,
      exclude: [server, ...nodeApp, ...mockingApp],
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts', 'tests/setup-shared-dom.ts'],
      isolate: false,
      // A larger young generation: rendering the whole shell (the fuzz-render files, ~1,000
      // configs) makes short-lived garbage, and V8's scavenges were 9% of a fuzz-render worker's
      // CPU profile. 64 MB semi-spaces: -3% to -5% CPU time for a fuzz-render file at load 14-28
      // (docs/testing.md session 13); a few hundred MB more per worker at most.
      execArgv: ['--max-semi-space-size=64'],
    },
  },
  {
    extends: true,
    test: {
      // The DOM files that `vi.mock` a module: a fresh fork per file (see mockingApp).
      name: 'app-isolated',
      include: mockingApp,
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
      // New password hashes with a small scrypt N: production's 16384 costs ~50 ms of CPU per
      // hash or sign-in, and the auth and abuse files sign in hundreds of times (issue 11).
      // tests/server/password.test.ts keeps production's parameters covered.
      env: { PASSWORD_SCRYPT_N: '1024' },
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
