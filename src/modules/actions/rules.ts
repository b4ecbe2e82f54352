/**
 * Actions rules (shell-data §2 "Action cards and popup", §4 "Bonus activation on an action"):
 * pure, no React or i18n.
 */
import type { ActionBonus, ActionItem } from './api.ts'
import { moduleUrl } from '../../core/module-urls.ts'

const LEADING_IMAGE =
  /^\s*<p(?:\s[^>]*)?>\s*(?:<a\b[^>]*>\s*)?<img\b([^>]*)>\s*(?:<\/a>\s*)?(?:<br\s*\/?>\s*)*<\/p>/i
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/** Only a web or same-site picture may become the preview (never javascript: or data:). */
function safePreview(src: string): string | null {
  const url = src.trim().replace(/&amp;/g, '&')
  if (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) || /^\/\/[^/]/.test(url)) return url
  return null
}

/**
 * spec: a leading image paragraph of the content is stripped and used as the preview. Only a
 * paragraph holding nothing but one image (optionally in a link) counts; whitespace before it is
 * ignored. The paragraph goes even when its picture is unusable (no preview then).
 */
export function stripLeadingImage(html: string | null | undefined): {
  preview: string | null
  html: string
} {
  const text = html ?? ''
  const m = LEADING_IMAGE.exec(text)
  if (!m) return { preview: null, html: text }
  const src = SRC.exec(m[1] ?? '')
  const value = src ? (src[1] ?? src[2] ?? src[3] ?? '') : ''
  return { preview: value ? safePreview(value) : null, html: text.slice(m[0].length).trimStart() }
}

export type ActivationLabel = 'acquire' | 'activated'

/**
 * spec: the label shows the acquire text with the amount if the bonus can be activated or the
 * user is a guest; otherwise the Activated text, and the button is disabled.
 */
export function activationButton(
  bonus: Pick<ActionBonus, 'can_activate'>,
  guest: boolean,
): { label: ActivationLabel; disabled: boolean } {
  return bonus.can_activate || guest
    ? { label: 'acquire', disabled: false }
    : { label: 'activated', disabled: true }
}

export type ActionBar = 'search' | 'activate' | null

/**
 * spec: the bar shows either a button to the catalog search for the action's products (when it
 * has linked products) or the bonus activation button (when the bonus is activatable on the
 * page); neither: no bar.
 */
export function actionBar(action: Pick<ActionItem, 'productIds' | 'bonus'>): ActionBar {
  if (action.productIds.length > 0) return 'search'
  if (action.bonus?.activate_on_page) return 'activate'
  return null
}

/** The catalog's search (/catalog/search under its base url) with the action's title as the query and its products passed along. */
export function searchUrl(action: Pick<ActionItem, 'title' | 'productIds'>): string {
  const q = new URLSearchParams({ title: action.title, ids: action.productIds.join(',') })
  return `${moduleUrl('catalog', 'search')}?${q.toString()}`
}
