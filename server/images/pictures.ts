/**
 * Demo pictures (issue 12, demo imagery): the Fluent Emoji 3D pictures vendored in
 * server/seed/images/ (see its README and LICENSE), composed by the image route as an SVG of the
 * requested size, so every size the spec asks for is served without an image library.
 *
 * An image id `<label>_<picture>[_<picture>…]` names them: the label says what it is
 * (`dish-1003-1`, `coffee-gift-2`, `news-cof-1`, `action-pizza-1`, `offer-gift-1`) and the
 * pictures what it shows (names in server/seed/images/pictures.json). Menu items (dishes,
 * categories, gifts) stand on a light (or, on a dark brand, dark) tint of the brand's colour;
 * banners (news, actions, offers, pages) on the brand's colour itself, up to three pictures.
 *
 * Pure (no files, no node): the pictures' data: URLs come in as a `PictureHref`, from the files
 * on the server (./picture-files.ts) or from the files Vite serves in Storybook
 * (.storybook/pictures.ts), so stories draw exactly what the route serves.
 */
import { hash, svg } from './svg.ts'

/** At most this many pictures in one image. */
export const MAX_PICTURES = 3

/**
 * A picture's `href` inside the SVG: a `data:image/webp;base64,…` URL (an SVG shown by `<img>`
 * loads nothing from elsewhere).
 */
export type PictureHref = (name: string) => string

export interface PictureId {
  label: string
  pictures: string[]
}

const PICTURE_ID = /^([A-Za-z0-9-]{1,80})((?:_[a-z0-9-]{1,40}){1,3})$/

/**
 * `<label>_<picture>…` as its parts; null for an id of another form (the generated placeholders
 * of server/images/svg.ts). The pictures may be unknown: see `unknownPictures`.
 */
export function parsePictureId(id: string): PictureId | null {
  if (!id.includes('_')) return null
  const m = PICTURE_ID.exec(id)
  if (!m) return { label: '', pictures: [] }
  return { label: m[1]!, pictures: m[2]!.slice(1).split('_') }
}

/** True when the id names pictures `known` has (an id with `_` that is not: 404). */
export function isKnownPicture(id: PictureId, known: (name: string) => boolean): boolean {
  return id.pictures.length > 0 && id.pictures.length <= MAX_PICTURES && id.pictures.every(known)
}

/** Banners: what the app shows at the kinds' ratios of public/pwa/ratios.json. */
const BANNER = /^(news|action|offer|about|page)(-|$)/
/** News and actions are 16:9 in public/pwa/ratios.json; everything else 4:3. */
const WIDE = /^(news|action)(-|$)/

export function pictureAspect(id: PictureId): number {
  return WIDE.test(id.label) ? 16 / 9 : 4 / 3
}

export interface PicturePalette {
  /** The brand's main colour (banners; the tint of menu pictures). */
  primary: string
  accent?: string
  /** The colour the pictures sit on in lists (the brand's surface). */
  surface: string
}

/** No brand (another host, unknown client): a warm neutral. */
export const NEUTRAL_PALETTE: PicturePalette = {
  primary: '#E07A3F',
  accent: '#F2B441',
  surface: '#FFFFFF',
}

/** A brand's palette from its settings' `colors`; null without a primary colour (neutral). */
export function paletteOf(colors: unknown): PicturePalette | null {
  if (typeof colors !== 'object' || colors === null || Array.isArray(colors)) return null
  const c = colors as Record<string, unknown>
  const color = (key: string) => (typeof c[key] === 'string' ? c[key] : undefined)
  const primary = color('primary')
  if (!primary) return null
  return {
    primary,
    accent: color('accent'),
    surface: color('surface') ?? color('background') ?? NEUTRAL_PALETTE.surface,
  }
}

function rgb(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return null
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

/** `a` mixed with `amount` (0…1) of `b`, as #rrggbb. */
export function mix(a: string, b: string, amount: number): string {
  const x = rgb(a) ?? [255, 255, 255]
  const y = rgb(b) ?? x
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

function luminance(hex: string): number {
  const [r, g, b] = (rgb(hex) ?? [255, 255, 255]).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const fixed = (n: number) => n.toFixed(1)

/**
 * The spaghetti plate's sauce in another colour: a colour matrix (sRGB) fitted so the plate's red
 * sauce becomes the wanted one while its yellow pasta, lilac plate and grey fork stay as they are.
 */
const sauce = (values: string) =>
  `<feColorMatrix color-interpolation-filters="sRGB" type="matrix" values="${values}"/>`

/**
 * Pictures the set does not have, drawn as another one in other colours (server/seed/images/
 * README): the same file under its own name in pictures.json, recoloured by these SVG filter
 * steps. Cranberries, sea-buckthorn and salmon roe are blueberries in red and orange, coffee beans
 * the set's beans in roast brown, a wasabi root the ginger root in green, the pastas the one
 * spaghetti plate in their sauces' colours.
 */
export const TINTS: Readonly<Record<string, string>> = {
  cranberries:
    '<feColorMatrix type="hueRotate" values="100"/><feColorMatrix type="saturate" values="1.3"/>',
  'sea-buckthorn':
    '<feColorMatrix type="hueRotate" values="125"/><feColorMatrix type="saturate" values="1.6"/>',
  'coffee-beans':
    '<feColorMatrix color-interpolation-filters="sRGB" type="matrix" ' +
    'values=".45 .2 .05 0 0 .3 .15 .05 0 0 .2 .1 .05 0 0 0 0 0 1 0"/>',
  wasabi: '<feColorMatrix type="hueRotate" values="70"/>',
  // Salmon roe: the sea-buckthorn's orange.
  ikura:
    '<feColorMatrix type="hueRotate" values="125"/><feColorMatrix type="saturate" values="1.6"/>',
  // Sauces poured from a glass: the set's pouring liquid in mustard yellow and soy brown.
  mustard:
    '<feColorMatrix color-interpolation-filters="sRGB" type="matrix" ' +
    'values=".5 .4 .1 0 .15 .4 .4 .1 0 .1 .05 .05 .05 0 0 0 0 0 1 0"/>',
  'soy-sauce':
    '<feColorMatrix color-interpolation-filters="sRGB" type="matrix" ' +
    'values=".3 .4 .1 0 .08 .2 .3 .05 0 .03 .1 .15 .05 0 0 0 0 0 1 0"/>',
  // The six pastas were one plate (issue 12, session 16): the set's spaghetti (red sauce and
  // meatballs, Bolognese) with carbonara's egg-and-cream, Alfredo's white, pesto's green, the
  // seafood pasta's bisque orange and arrabbiata's tomato red.
  'spaghetti-cream': sauce(
    '1.465 -0.275 0.08 0 -0.249 1.797 -0.33 0.186 0 -0.65 0.735 -0.504 1.094 0 -0.313 0 0 0 1 0',
  ),
  'spaghetti-white-sauce': sauce(
    '1.232 -0.197 0.013 0 -0.055 1.527 -0.296 0.083 0 -0.359 0.947 -0.804 1.052 0 -0.223 0 0 0 1 0',
  ),
  'spaghetti-pesto': sauce(
    '1.049 0.453 0.226 0 -0.588 1.122 0.168 0.115 0 -0.404 0.324 0.07 1.173 0 -0.478 0 0 0 1 0',
  ),
  'spaghetti-seafood': sauce(
    '1.213 -0.18 0.012 0 -0.05 0.677 0.426 0.037 0 -0.159 -0.097 0.082 0.995 0 0.023 0 0 0 1 0',
  ),
  'spaghetti-tomato': sauce(
    '1.058 -0.049 0.003 0 -0.014 0.097 0.918 0.005 0 -0.023 -0.445 0.377 0.976 0 0.105 0 0 0 1 0',
  ),
}

/** Places pictures by name, their hrefs from `href`. */
const placer =
  (href: PictureHref) =>
  (name: string, cx: number, cy: number, size: number, rotate = 0): string => {
    const x = cx - size / 2
    const y = cy - size / 2
    const turn = rotate ? ` transform="rotate(${rotate} ${fixed(cx)} ${fixed(cy)})"` : ''
    const tint = TINTS[name]
    const filter = tint ? `<filter id="t-${name}">${tint}</filter>` : ''
    return (
      filter +
      `<image href="${href(name)}" x="${fixed(x)}" y="${fixed(y)}" ` +
      `width="${fixed(size)}" height="${fixed(size)}"${turn}` +
      `${tint ? ` filter="url(#t-${name})"` : ''}/>`
    )
  }

/** A menu item: the picture large in the middle, on a soft tint of the brand with a shadow. */
function dishSvg(
  id: PictureId,
  width: number,
  height: number,
  palette: PicturePalette,
  href: PictureHref,
): string {
  const image = placer(href)
  const dark = luminance(palette.surface) < 0.2
  const centre = mix(palette.surface, palette.primary, dark ? 0.1 : 0.06)
  const edge = mix(palette.surface, palette.primary, dark ? 0.2 : 0.16)
  const h = hash(id.label)
  const gid = `d${h.toString(36)}`
  const min = Math.min(width, height)
  // A product gallery's later pictures (`dish-<id>-2`, `-3`) are a close-up and a smaller one.
  // Only a dish's: a category's or a gift's id ends in a number too (`category-pizzeria-3`,
  // `pizzeria-msk-gift-2`), and drew the pasta category at half size (session 17).
  const nth = /^dish-.+-(\d+)$/.exec(id.label)?.[1]
  const scale = nth === '2' ? 0.86 : nth === '3' ? 0.5 : 0.66
  const size = min * scale
  const cx = width / 2
  const cy = height / 2 - min * 0.03
  let pictures = ''
  if (id.pictures.length === 1) {
    pictures = image(id.pictures[0]!, cx, cy, size)
  } else {
    // A main picture and smaller companions in front of it, left and right.
    const [main, ...rest] = id.pictures
    pictures = image(main!, cx, cy - min * 0.04, size * 0.92)
    rest.forEach((p, i) => {
      const side = i === 0 ? -1 : 1
      pictures += image(p, cx + side * min * 0.34, cy + min * 0.2, size * 0.46)
    })
  }
  return svg(
    width,
    height,
    `<defs><radialGradient id="${gid}" cx=".5" cy=".42" r=".75">` +
      `<stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/>` +
      `</radialGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#${gid})"/>` +
      `<ellipse cx="${fixed(cx)}" cy="${fixed(cy + size * 0.44)}" rx="${fixed(size * 0.36)}" ` +
      `ry="${fixed(size * 0.06)}" fill="#000" opacity="${dark ? 0.45 : 0.1}"/>` +
      pictures,
    id.pictures.join(', '),
  )
}

/** A banner: the brand's colour with soft circles, the pictures across it. */
function bannerSvg(
  id: PictureId,
  width: number,
  height: number,
  palette: PicturePalette,
  href: PictureHref,
): string {
  const image = placer(href)
  const from = palette.primary
  const to = mix(palette.primary, palette.accent ?? palette.primary, 0.55)
  const h = hash(id.label)
  const gid = `b${h.toString(36)}`
  const min = Math.min(width, height)
  let circles = ''
  for (let i = 0; i < 3; i++) {
    const v = hash(`${id.label}:${i}`)
    const cx = (v % 1000) / 1000
    const cy = ((v >>> 10) % 1000) / 1000
    const r = 0.25 + ((v >>> 20) % 100) / 300
    circles += `<circle cx="${fixed(cx * width)}" cy="${fixed(cy * height)}" r="${fixed(r * min)}" fill="#fff" opacity=".1"/>`
  }
  const [main, ...rest] = id.pictures
  const cy = height / 2
  let pictures: string
  if (!rest.length) {
    pictures = image(main!, width / 2, cy, min * 0.72)
  } else {
    // The main picture right of the middle, the others smaller, tilted, to its left.
    const size = min * 0.72
    const cx = width / 2 + width * 0.14
    pictures = ''
    rest.forEach((p, i) => {
      const x = width / 2 - width * (i === 0 ? 0.2 : 0.05)
      const y = i === 0 ? cy + min * 0.12 : cy - min * 0.24
      pictures += image(p, x, y, size * (i === 0 ? 0.62 : 0.42), i === 0 ? -10 : 12)
    })
    pictures += image(main!, cx, cy, size)
  }
  return svg(
    width,
    height,
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
      `</linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#${gid})"/>${circles}${pictures}`,
    id.pictures.join(', '),
  )
}

/** The picture(s) of a known id at the given size on the palette's colours. */
export function pictureSvg(
  id: PictureId,
  width: number,
  height: number,
  palette: PicturePalette,
  href: PictureHref,
): string {
  return BANNER.test(id.label)
    ? bannerSvg(id, width, height, palette, href)
    : dishSvg(id, width, height, palette, href)
}
