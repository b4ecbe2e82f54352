/**
 * What the image route draws for an id, as one pure function: the route (server/routes/images.ts)
 * and Storybook's story network (.storybook/network.ts) both call it, so a story shows the very
 * picture, logo or placeholder the app gets from the server. Only the inputs differ: the route
 * reads the brands from the database and the pictures from files, the stories from the
 * recorded app data and the files Vite serves.
 *
 * - `<label>_<picture>…`: the demo pictures (./pictures.ts) on the request's brand colours; an
 *   unknown picture name is not found;
 * - `logo-{client}` / `icon-{client}`: the brand's initials in its colours (./svg.ts);
 * - anything else: the generated placeholder photo, 4:3.
 */
import {
  isKnownPicture,
  NEUTRAL_PALETTE,
  parsePictureId,
  pictureAspect,
  pictureSvg,
  type PictureHref,
  type PictureId,
  type PicturePalette,
} from './pictures.ts'
import { imageSize, logoSvg, photoSvg, type LogoStyle } from './svg.ts'

const PHOTO_ASPECT = 4 / 3

/** What an id asks for; null: nothing (a picture id naming pictures there are none of). */
export type ImageAsk =
  | { kind: 'picture'; id: string; picture: PictureId }
  | { kind: 'brand'; id: string; client: string; icon: boolean }
  | { kind: 'photo'; id: string }

export function imageAsk(id: string, known: (name: string) => boolean): ImageAsk | null {
  const picture = parsePictureId(id)
  if (picture) return isKnownPicture(picture, known) ? { kind: 'picture', id, picture } : null
  const brand = /^(logo|icon)-([a-z0-9-]+)$/.exec(id)
  if (brand) return { kind: 'brand', id, client: brand[2]!, icon: brand[1] === 'icon' }
  return { kind: 'photo', id }
}

/** A logo's look when its brand is unknown. */
export const NEUTRAL_LOGO = { background: '#555B6E', foreground: '#FFFFFF' } as const

/** A brand's logo look from its settings (`name`, `colors`), `fallbackName` without a name. */
export function logoStyleOf(settings: Record<string, unknown>, fallbackName: string): LogoStyle {
  const given = settings.colors
  const colors: Record<string, unknown> =
    typeof given === 'object' && given !== null ? Object.fromEntries(Object.entries(given)) : {}
  const color = (key: string) => (typeof colors[key] === 'string' ? colors[key] : undefined)
  return {
    name: String(settings.name ?? fallbackName),
    background: color('primary') ?? NEUTRAL_LOGO.background,
    accent: color('accent'),
    foreground: color('primaryText') ?? NEUTRAL_LOGO.foreground,
  }
}

export interface ImageInputs {
  /** The request's brand colours (pictures); null: neutral. */
  palette?: PicturePalette | null
  /** The logo's brand (`logo-`/`icon-` ids). */
  logo?: LogoStyle
  /** The pictures' data: URLs. */
  pictures: PictureHref
}

/** The SVG for `ask` at the requested height and width (0: from the kind's aspect). */
export function drawImage(
  ask: ImageAsk,
  requestedWidth: number,
  requestedHeight: number,
  inputs: ImageInputs,
): string {
  if (ask.kind === 'picture') {
    const { width, height } = imageSize(requestedWidth, requestedHeight, pictureAspect(ask.picture))
    return pictureSvg(
      ask.picture,
      width,
      height,
      inputs.palette ?? NEUTRAL_PALETTE,
      inputs.pictures,
    )
  }
  if (ask.kind === 'brand') {
    const { width, height } = imageSize(requestedWidth, requestedHeight, 1)
    return logoSvg(inputs.logo ?? logoStyleOf({}, ask.client), width, height, ask.icon)
  }
  const { width, height } = imageSize(requestedWidth, requestedHeight, PHOTO_ASPECT)
  return photoSvg(ask.id, width, height)
}
