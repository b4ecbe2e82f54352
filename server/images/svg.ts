/**
 * Placeholder photos and brand logos drawn as SVG on the fly (no photo files, no internet):
 * a deterministic gradient and a simple food-ish glyph picked from the image id, or a brand's
 * initials in its colours. The same id always gives the same picture.
 */

/** FNV-1a, 32 bit: a stable small hash of the id. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const GRADIENTS: [string, string][] = [
  ['#FF9A8B', '#FF6A88'],
  ['#F6D365', '#FDA085'],
  ['#84FAB0', '#3CBA92'],
  ['#A1C4FD', '#6C8FE6'],
  ['#FBC2EB', '#A18CD1'],
  ['#FFD194', '#D1913C'],
  ['#F77062', '#C2185B'],
  ['#96E6A1', '#2E8B57'],
  ['#C79081', '#7B4B3A'],
  ['#FCCB90', '#D57EEB'],
]

type Glyph = (accent: string) => string

const GLYPHS: Record<string, Glyph> = {
  pizza: (a) =>
    `<path d="M0 -40 L34 28 Q0 42 -34 28 Z" fill="#fff"/>` +
    `<path d="M-36 29 Q0 45 36 29" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<circle cx="0" cy="-6" r="7" fill="${a}"/><circle cx="-11" cy="15" r="6" fill="${a}"/>` +
    `<circle cx="12" cy="17" r="6" fill="${a}"/>`,
  cup: () =>
    `<path d="M-30 -18 H22 V12 Q22 34 0 34 H-8 Q-30 34 -30 12 Z" fill="#fff"/>` +
    `<path d="M22 -8 Q40 -8 40 5 Q40 18 22 18" stroke="#fff" stroke-width="7" fill="none"/>` +
    `<rect x="-40" y="40" width="72" height="7" rx="3.5" fill="#fff"/>` +
    `<path d="M-16 -40 q6 -8 0 -14 M-2 -38 q6 -8 0 -14 M12 -40 q6 -8 0 -14" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>`,
  roll: (a) =>
    `<circle r="38" fill="#22272e" opacity=".9"/><circle r="31" fill="#fff"/>` +
    `<circle r="14" fill="${a}"/><circle cx="5" cy="-4" r="5" fill="#9BE37B"/>`,
  bowl: (a) =>
    `<path d="M-42 -2 H42 Q42 38 0 38 Q-42 38 -42 -2 Z" fill="#fff"/>` +
    `<circle cx="-14" cy="-10" r="10" fill="#fff" opacity=".85"/><circle cx="6" cy="-14" r="12" fill="#fff" opacity=".85"/>` +
    `<circle cx="22" cy="-8" r="8" fill="#fff" opacity=".85"/>` +
    `<path d="M14 -46 L40 -6 M24 -48 L46 -10" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  gift: (a) =>
    `<rect x="-36" y="-12" width="72" height="50" rx="5" fill="#fff"/>` +
    `<rect x="-42" y="-26" width="84" height="16" rx="4" fill="#fff"/>` +
    `<rect x="-6" y="-26" width="12" height="64" fill="${a}"/>` +
    `<path d="M0 -26 Q-22 -52 -28 -32 Q-30 -24 0 -26 Q30 -24 28 -32 Q22 -52 0 -26" fill="${a}"/>`,
  news: (a) =>
    `<rect x="-38" y="-40" width="76" height="80" rx="6" fill="#fff"/>` +
    `<rect x="-28" y="-30" width="56" height="22" rx="3" fill="${a}"/>` +
    `<rect x="-28" y="0" width="56" height="6" rx="3" fill="${a}" opacity=".6"/>` +
    `<rect x="-28" y="13" width="56" height="6" rx="3" fill="${a}" opacity=".6"/>` +
    `<rect x="-28" y="26" width="36" height="6" rx="3" fill="${a}" opacity=".6"/>`,
  burger: (a) =>
    `<path d="M-40 -6 Q-40 -40 0 -40 Q40 -40 40 -6 Z" fill="#fff"/>` +
    `<rect x="-44" y="0" width="88" height="9" rx="4.5" fill="${a}"/>` +
    `<rect x="-42" y="13" width="84" height="9" rx="4.5" fill="#fff" opacity=".85"/>` +
    `<path d="M-40 26 H40 Q40 40 28 40 H-28 Q-40 40 -40 26 Z" fill="#fff"/>`,
  star: (a) =>
    `<path d="M0 -42 L12 -13 L42 -12 L18 8 L27 38 L0 21 L-27 38 L-18 8 L-42 -12 L-12 -13 Z" fill="#fff"/>` +
    `<circle r="8" fill="${a}"/>`,
}

const HINTS: [RegExp, keyof typeof GLYPHS][] = [
  [/pizza|pepperoni|margherita/i, 'pizza'],
  [/coffee|latte|cappuccino|cup|tea/i, 'cup'],
  [/sushi|roll|sashimi/i, 'roll'],
  [/soup|bowl|salad|wok|ramen|miso/i, 'bowl'],
  [/gift|coupon|present/i, 'gift'],
  [/news|article|about/i, 'news'],
  [/burger|sandwich/i, 'burger'],
  [/action|offer|promo|stamp/i, 'star'],
]

export function glyphFor(id: string): keyof typeof GLYPHS {
  for (const [re, name] of HINTS) if (re.test(id)) return name
  const names = Object.keys(GLYPHS) as (keyof typeof GLYPHS)[]
  return names[hash(id) % names.length]!
}

/** Width and height of the picture: height 0 keeps the id's aspect (4:3, or 1:1 for logos). */
export function imageSize(width: number, height: number, aspect: number) {
  if (width === 0 && height === 0) width = 400
  if (height === 0) height = Math.max(1, Math.round(width / aspect))
  if (width === 0) width = Math.max(1, Math.round(height * aspect))
  return { width, height }
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!,
  )
}

/** An SVG document of that size, named by `title`. */
export function svg(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    body +
    `</svg>`
  )
}

/** A placeholder photo for `id` at the given size. */
export function photoSvg(id: string, width: number, height: number): string {
  const h = hash(id)
  const [from, to] = GRADIENTS[h % GRADIENTS.length]!
  const glyph = GLYPHS[glyphFor(id)]!(to)
  const min = Math.min(width, height)
  // A few soft circles, placed by the hash, so pictures of one kind still differ.
  let bubbles = ''
  for (let i = 0; i < 4; i++) {
    const v = hash(`${id}:${i}`)
    const cx = (v % 1000) / 1000
    const cy = ((v >>> 10) % 1000) / 1000
    const r = 0.15 + ((v >>> 20) % 100) / 250
    bubbles += `<circle cx="${(cx * width).toFixed(1)}" cy="${(cy * height).toFixed(1)}" r="${(r * min).toFixed(1)}" fill="#fff" opacity=".10"/>`
  }
  const scale = ((min * 0.46) / 100).toFixed(4)
  // Unique per picture, so several inlined SVGs on one page do not share a gradient.
  const gid = `g${h.toString(36)}`
  return svg(
    width,
    height,
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#${gid})"/>${bubbles}` +
      `<g transform="translate(${width / 2} ${height / 2}) scale(${scale})" opacity=".92">${glyph}</g>`,
    id,
  )
}

/** Up to two initials of a name: «Пицца Марио» -> «ПМ», «Сёгун» -> «С». */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  )
}

export interface LogoStyle {
  name: string
  background: string
  accent?: string
  foreground: string
}

/**
 * A brand logo: initials on the brand's colours. `icon` fills the whole square (maskable
 * manifest icons keep their content in the safe zone); a logo is a rounded tile.
 */
export function logoSvg(style: LogoStyle, width: number, height: number, icon = false): string {
  const min = Math.min(width, height)
  const text = initials(style.name)
  const fontSize = (min * (icon ? 0.34 : 0.42) * (text.length > 1 ? 1 : 1.25)).toFixed(1)
  const radius = icon ? 0 : min * 0.22
  const gid = `l${hash(style.name + style.background).toString(36)}`
  return svg(
    width,
    height,
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${escapeXml(style.background)}"/>` +
      `<stop offset="1" stop-color="${escapeXml(style.accent ?? style.background)}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" rx="${radius.toFixed(1)}" fill="url(#${gid})"/>` +
      `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-size="${fontSize}" ` +
      `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700" ` +
      `fill="${escapeXml(style.foreground)}">${escapeXml(text)}</text>`,
    style.name,
  )
}
