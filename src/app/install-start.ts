/**
 * What installing needs from the start (shell-data §2, §9): the browser's install prompt, which
 * fires once and early, is kept for the install hint, and the manifest link names this brand.
 * The rest (which hint a browser gets, the brand's address, the desktop window) is install.ts,
 * loaded after the first paint (issue 16).
 */
import { proxy } from 'valtio'

/** The event Chromium browsers fire when the page can be installed (not in lib.dom). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** The install prompt the browser offered (kept for the hint's Install button). */
export const installState = proxy<{ prompt: BeforeInstallPromptEvent | null; installed: boolean }>({
  prompt: null,
  installed: false,
})

/**
 * Keeps the browser's install prompt for later (it fires once, early): the browser shows no
 * mini-infobar of its own, the hint's button shows the prompt. Returns the disposer.
 */
export function captureInstallPrompt(target: Window = window): () => void {
  const onPrompt = (e: Event) => {
    e.preventDefault()
    installState.prompt = e as BeforeInstallPromptEvent
  }
  const onInstalled = () => {
    installState.prompt = null
    installState.installed = true
  }
  target.addEventListener('beforeinstallprompt', onPrompt)
  target.addEventListener('appinstalled', onInstalled)
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt)
    target.removeEventListener('appinstalled', onInstalled)
  }
}

/**
 * The manifest link of a page: the server answers per brand from the Host; a page that names its
 * brand with `?client=` passes it on, so the browser installs that brand's app.
 */
export function manifestHref(pageHref: string, client: string | null): string {
  const url = new URL(pageHref)
  const fromQuery = url.searchParams.get('client')
  if (!client || !fromQuery) return '/manifest.webmanifest'
  return `/manifest.webmanifest?client=${encodeURIComponent(client)}`
}

export function linkManifest(pageHref: string, client: string | null): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  const href = manifestHref(pageHref, client)
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href)
}
