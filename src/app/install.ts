/**
 * Installing the web app (shell-data §2 App shell "Web-app install hint", §9 Install QR and
 * Desktop installed window):
 * - which hint a browser gets: the browser's own install prompt (`beforeinstallprompt`) where it
 *   exists, iOS Safari's "share → «На экран Домой»" steps on an iPhone or iPad, a QR code of the
 *   brand's address on a desktop (to open it on the phone), nothing when already installed;
 * - the brand's address the QR code carries: its client subdomain (`{client}.{host}`), or the
 *   host with `?client=` where a subdomain cannot be (an IP address);
 * - the installed app on a desktop opens in a 500 x 950 window.
 */
import type { BrandLocation } from '../core/brand/brand.ts'
import { installState } from './install-start.ts'

// What the shell wires at start (the prompt, the manifest link): install-start.ts (issue 16).
export {
  captureInstallPrompt,
  installState,
  linkManifest,
  manifestHref,
  type BeforeInstallPromptEvent,
} from './install-start.ts'

/** spec §9: the desktop installed window. */
export const INSTALLED_WINDOW = { width: 500, height: 950 } as const

export type InstallHintKind = 'installed' | 'prompt' | 'ios' | 'desktop' | 'manual'

export interface BrowserTraits {
  userAgent: string
  /** navigator.maxTouchPoints (an iPad with a desktop user agent has touch points). */
  maxTouchPoints: number
  /** Running installed (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean
  /** The browser offered its own install prompt. */
  canPrompt: boolean
}

export function isIos({
  userAgent,
  maxTouchPoints,
}: Pick<BrowserTraits, 'userAgent' | 'maxTouchPoints'>) {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true
  // iPadOS 13+ says it is a Mac; only its touch screen tells.
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1
}

export function isMobile(traits: Pick<BrowserTraits, 'userAgent' | 'maxTouchPoints'>) {
  return isIos(traits) || /Android|Mobile|IEMobile|Opera Mini/i.test(traits.userAgent)
}

/** Which install hint this browser gets. */
export function installHintKind(traits: BrowserTraits): InstallHintKind {
  if (traits.standalone) return 'installed'
  if (traits.canPrompt) return 'prompt'
  if (isIos(traits)) return 'ios'
  if (!isMobile(traits)) return 'desktop'
  return 'manual'
}

/** The brand's own address (spec §9: the install QR is served at the client subdomain). */
export function brandAddress(brand: Pick<BrandLocation, 'client' | 'host' | 'protocol'>): string {
  const base = `${brand.protocol}//${brand.host}/`
  if (!brand.client) return base
  const hostname = brand.host.replace(/:\d+$/, '')
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[')) {
    return `${base}?client=${encodeURIComponent(brand.client)}`
  }
  return `${brand.protocol}//${brand.client}.${brand.host}/`
}

function standaloneNow(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean }
  return (
    nav.standalone === true ||
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches)
  )
}

export function currentTraits(): BrowserTraits {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: installState.installed || standaloneNow(),
    canPrompt: installState.prompt !== null,
  }
}

/** Shows the browser's install prompt (once: a prompt event cannot be reused). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installState.prompt
  if (!event) return 'unavailable'
  installState.prompt = null
  await event.prompt()
  const choice = await event.userChoice?.catch(() => undefined)
  if (choice?.outcome === 'accepted') installState.installed = true
  return choice?.outcome ?? 'dismissed'
}

/**
 * spec §9: the app installed on a desktop opens in a 500 x 950 window (the browser keeps the
 * size the user gives it afterwards). Phones and the browser tab are left alone.
 */
export function fitInstalledWindow(win: Window = window): boolean {
  const traits = {
    userAgent: win.navigator.userAgent,
    maxTouchPoints: win.navigator.maxTouchPoints ?? 0,
  }
  const standalone =
    typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches
  if (!standalone || isMobile(traits)) return false
  if (win.outerWidth === INSTALLED_WINDOW.width && win.outerHeight === INSTALLED_WINDOW.height) {
    return false
  }
  try {
    win.resizeTo(INSTALLED_WINDOW.width, INSTALLED_WINDOW.height)
    return true
  } catch {
    return false
  }
}
