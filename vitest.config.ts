import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

const server = 'tests/server/**/*.test.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A ceiling, not a wait. At load 35 on the two cores (several engineers' builds, browsers and
      // suites at once) tests that take 2-5 s when quiet took 20-38 s and hit the old 20 s
      // (wrong-settings, lint/layers' ESLint runs): slow, not broken (issue 11).
      testTimeout: 60_000,
      // Under load (two cores shared with builds and browsers) a slow hook is slow, not broken;
      // nothing boots or seeds a database per file any more (see the server project).
      hookTimeout: 30_000,
      pool: 'forks',
      // vitest's default is one worker fewer than the CPUs: one on CI's two cores, where the main
      // process mostly waits. Two workers there: 373 s → ~190 s for the unit run (issue 11).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            include: [
              'tests/**/*.test.{ts,tsx}',
              'src/**/*.test.{ts,tsx}',
              'registry/**/*.test.ts',
            ],
            exclude: [server],
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
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
          },
        },
      ],
    },
  }),
)
