import { expect, type Page } from '@playwright/test'

/**
 * e2e runs with several workers, each against its own server (its own in-memory database): the
 * tests share the demo customer (+7 999 000-00-01), its points, history and basket, the admin's
 * price changes and the ordering clock, as a real account and a real shop would, so each worker
 * gets a whole server and the tests of one worker run in order as before. Worker n (Playwright's
 * parallelIndex, from 0) talks to `workerPort(n)`; playwright.config.ts starts one per worker.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8091)
/** Workers (and servers): 2 by default, as on CI's two cores; `E2E_WORKERS=1` for one. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2)
export const workerPort = (parallelIndex: number) => BASE_PORT + parallelIndex * 1000

/** This worker's server (the config and the main process: the first one). */
export const PORT = workerPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0))

/** A brand's own address: `http://<client>.localhost:<port><path>` (Chromium resolves it). */
export function brandUrl(client: string, path = '/'): string {
  return `http://${client}.localhost:${PORT}${path}`
}

/** The value of a CSS variable on the document root, as the brand's theme set it. */
export function cssVar(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(),
    name,
  )
}

/** The app's entry script: the same build serves every brand. */
export function entryScript(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      document
        .querySelector<HTMLScriptElement>('script[type="module"][src]')
        ?.getAttribute('src') ?? null,
  )
}

/**
 * Waits for the app's service worker to install, reloads, and waits until it controls the page
 * (the context must allow service workers: `test.use({ serviceWorkers: 'allow' })`).
 */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The first visit installs the worker; the next load is served through it.
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
}

/**
 * Chooses a language in the settings screen, reached from the side menu (`menu` and `settings`
 * are the menu button's and the settings entry's names in the language shown now).
 */
export async function chooseLanguage(
  page: Page,
  language: string,
  { menu = 'Меню', settings = 'Настройки' } = {},
): Promise<void> {
  await page.getByRole('button', { name: menu }).first().click()
  await page.getByRole('dialog', { name: menu }).getByRole('button', { name: settings }).click()
  await page.getByRole('radio', { name: language }).check()
}
