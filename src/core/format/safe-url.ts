/**
 * URLs from the server (settings, answers) that the app puts into links, images or navigation:
 * only web addresses pass. A `javascript:`, `data:text/html` or `vbscript:` URL in a brand's
 * settings or an answer must never reach an href, a src, window.open or location (XSS).
 */

/** Control characters and whitespace that browsers drop from a URL's scheme. */
// eslint-disable-next-line no-control-regex -- the control characters are what it matches
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g

/** An http(s) URL, a protocol-relative or a root-relative path; null for anything else. */
export function safeWebUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const url = value.trim()
  if (!url) return null
  const bare = url.replace(IGNORED, '')
  if (/^https?:\/\//i.test(bare)) return url
  if (bare.startsWith('/') && !bare.startsWith('/\\')) return url
  return null
}

/** An image source: a web URL (as safeWebUrl) or an inline raster/SVG image (data:image/…). */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value === 'string' && /^data:image\/(png|jpe?g|gif|webp|avif);/i.test(value.trim())) {
    return value.trim()
  }
  return safeWebUrl(value)
}
