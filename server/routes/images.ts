/**
 * GET /rest/image/{id}/{height}/{width}/{file} — spec (shell-data §7, catalog §7): e.g.
 * `/rest/image/42/0/200/scale.png`, `/rest/image/42/150/150/crop.jpg`. Drawn on the fly as SVG
 * (whatever the file's extension says); height 0 keeps the id's aspect (4:3; logos 1:1).
 * `logo-{client}` and `icon-{client}` draw the brand's initials in its colours.
 * `<label>_<picture>…` ids are the demo pictures (server/images/pictures.ts) on the colours of the
 * request's brand (host or `?client=`, else neutral); an unknown picture name is a 404.
 * No brand needed: the app may load these from any host.
 */
import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { findBrand, resolveClient } from '../brand.ts'
import type { BaseEnv, Deps } from '../context.ts'
import { ApiFailure } from '../http.ts'
import {
  isKnownPicture,
  NEUTRAL_PALETTE,
  parsePictureId,
  pictureAspect,
  pictureSvg,
  type PicturePalette,
} from '../images/pictures.ts'
import { imageSize, logoSvg, photoSvg, type LogoStyle } from '../images/svg.ts'

export const MAX_IMAGE_SIDE = 4096
const PHOTO_ASPECT = 4 / 3

const YEAR = 'public, max-age=31536000, immutable'
const DAY = 'public, max-age=86400'

function side(value: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) > MAX_IMAGE_SIDE) {
    throw new ApiFailure(400, 'bad_image_size', 'badImage', { max: MAX_IMAGE_SIDE })
  }
  return Number(value)
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

async function logoStyle(deps: Deps, client: string): Promise<LogoStyle> {
  const brand = await findBrand(deps.db, client)
  const settings = brand?.settings ?? {}
  const colors = isRecord(settings.colors) ? settings.colors : {}
  const color = (key: string) => (typeof colors[key] === 'string' ? colors[key] : undefined)
  return {
    name: String(settings.name ?? brand?.name ?? client),
    background: color('primary') ?? '#555B6E',
    accent: color('accent'),
    foreground: color('primaryText') ?? '#FFFFFF',
  }
}

/** The colours of the brand the request is for (its host or `?client=`), or null for none. */
async function requestPalette(
  deps: Deps,
  req: { url: string; host: string | undefined },
): Promise<PicturePalette | null> {
  const source = resolveClient(req, deps.baseHost)
  if (!source) return null
  const { brand } = await deps.cache.brandAndSession(deps.db, source.client, null)
  const colors = isRecord(brand?.settings.colors) ? brand.settings.colors : null
  if (!colors || typeof colors.primary !== 'string') return null
  const color = (key: string) => (typeof colors[key] === 'string' ? colors[key] : undefined)
  return {
    primary: colors.primary,
    accent: color('accent'),
    surface: color('surface') ?? color('background') ?? NEUTRAL_PALETTE.surface,
  }
}

export function imageRoutes(app: Hono<BaseEnv>, deps: Deps) {
  app.get('/rest/image/:id/:height/:width/:file', async (c) => {
    const { id, file } = c.req.param()
    const height = side(c.req.param('height'))
    const width = side(c.req.param('width'))
    if (id.length > 128 || file.length > 64) throw new ApiFailure(404, 'not_found', 'notFound')

    const brandImage = /^(logo|icon)-([a-z0-9-]+)$/.exec(id)
    const picture = parsePictureId(id)
    let body: string
    let cache = YEAR
    if (picture) {
      if (!isKnownPicture(picture)) throw new ApiFailure(404, 'not_found', 'notFound')
      const size = imageSize(width, height, pictureAspect(picture))
      const palette = await requestPalette(deps, { url: c.req.url, host: c.req.header('Host') })
      body = pictureSvg(picture, size.width, size.height, palette ?? NEUTRAL_PALETTE)
      // On a brand's colours: they may change, so revalidate daily (as logos).
      if (palette) cache = DAY
    } else if (brandImage) {
      const size = imageSize(width, height, 1)
      const style = await logoStyle(deps, brandImage[2]!)
      body = logoSvg(style, size.width, size.height, brandImage[1] === 'icon')
      // A brand may change its colours: revalidate daily rather than never.
      cache = DAY
    } else {
      const size = imageSize(width, height, PHOTO_ASPECT)
      body = photoSvg(id, size.width, size.height)
    }

    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`
    const headers = {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': cache,
      ETag: etag,
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
    }
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
    return c.body(body, 200, headers)
  })
}
