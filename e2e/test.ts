/**
 * The specs' `test`: Playwright's, with every demo brand's welcome screen and age check already
 * passed in each new context (`startupScreensSeen: false` starts a context empty, as a first
 * start does). Everything else is Playwright's own, re-exported.
 *
 * An init script instead of a `storageState` in the config: restoring localStorage for ten origins
 * (four brands and localhost, on each worker's port) opened a page per origin, 8-12 s per test on
 * two cores (seen in traces), a third of the e2e run's time.
 */
import { test as base } from '@playwright/test'
import { STARTUP_CLIENTS, STARTUP_KEYS } from './auth-helpers.ts'

export * from '@playwright/test'

export const test = base.extend<{ startupScreensSeen: boolean }>({
  startupScreensSeen: [true, { option: true }],
  context: async ({ context, startupScreensSeen }, provide) => {
    if (startupScreensSeen) {
      await context.addInitScript(
        ([clients, keys]) => {
          // Once per origin and context (as a stored state is): a test may remove a key later.
          const marker = 'e2e:startup-seen'
          try {
            if (localStorage.getItem(marker)) return
            for (const client of clients)
              for (const key of keys) localStorage.setItem(`${client}:${key}`, 'true')
            localStorage.setItem(marker, '1')
          } catch {
            // an opaque origin (about:blank) has no storage
          }
        },
        [STARTUP_CLIENTS, STARTUP_KEYS] as const,
      )
    }
    await provide(context)
  },
})
