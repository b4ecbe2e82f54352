import type { Page } from '@playwright/test'

export const PORT = Number(process.env.E2E_PORT ?? 8091)

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
