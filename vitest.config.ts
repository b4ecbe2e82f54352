import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'registry/**/*.test.ts'],
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      testTimeout: 20000,
      // Server test files boot and seed PGlite in beforeAll: seconds on a quiet machine, far more
      // on a busy one (a template database per file is the real fix, see the open issue).
      hookTimeout: 120_000,
      pool: 'forks',
    },
  }),
)
