/**
 * GET /rest/image/{id}/{height}/{width}/{file} — spec (shell-data §7, catalog §7): e.g.
 * `/rest/image/42/0/200/scale.png`, `/rest/image/42/150/150/crop.jpg`. Drawn on the fly as SVG
 * (whatever the file's extension says), or as WebP for a browser that takes it (the demo pictures:
 * server/images/raster.ts); height 0 keeps the id's aspect (4:3; logos 1:1).
 * `logo-{client}` and `icon-{client}` draw the brand's initials in its colours.
 * `<label>_<picture>…` ids are the demo pictures (server/images/pictures.ts) on the colours of the
 * request's brand (host or `?client=`, else neutral); an unknown picture name is a 404.
 * No brand needed: the app may load these from any host.
 */
import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { resolveClient } from '../brand.ts'
import type { BaseEnv, Deps } from '../context.ts'
import { ApiFailure } from '../http.ts'
import { localeOf, type Locale } from '../i18n.ts'
import { brandDictionary, localize } from '../texts.ts'
import { drawImage, imageAsk, logoStyleOf } from '../images/draw.ts'
import { PICTURE_NAMES, pictureDataUrl } from '../images/picture-files.ts'
import { paletteOf, type PicturePalette } from '../images/pictures.ts'
import { rasterPicture } from '../images/raster.ts'
import type { LogoStyle } from '../images/svg.ts'

export const MAX_IMAGE_SIDE = 4096

const YEAR = 'public, max-age=31536000, immutable'
const DAY = 'public, max-age=86400'

function side(value: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) > MAX_IMAGE_SIDE) {
    throw new ApiFailure(400, 'bad_image_size', 'badImage', { max: MAX_IMAGE_SIDE })
  }
  return Number(value)
}

/**
 * A brand logo's look; its initials from the brand's name in `locale` (the app data's logo
 * address carries `?lang=` for a locale other than ru: issue 12, no «ПМ» on an English screen).
 */
async function logoStyle(deps: Deps, client: string, locale: Locale): Promise<LogoStyle> {
  // the kept brand (server/cache.ts), as for the pictures' palette: no query per logo
  const { brand } = await deps.cache.brandAndSession(deps.db, client, null)
  const settings = localize(brand?.settings ?? {}, locale, brandDictionary(brand?.config))
  return logoStyleOf(settings, brand?.name ?? client)
}

/** The colours of the brand the request is for (its host or `?client=`), or null for none. */
async function requestPalette(
  deps: Deps,
  req: { url: string; host: string | undefined },
): Promise<PicturePalette | null> {
  const source = resolveClient(req, deps.baseHost)
  if (!source) return null
  const { brand } = await deps.cache.brandAndSession(deps.db, source.client, null)
  return paletteOf(brand?.settings.colors)
}

const isPicture = (name: string) => PICTURE_NAMES.has(name)

export function imageRoutes(app: Hono<BaseEnv>, deps: Deps) {
  app.get('/rest/image/:id/:height/:width/:file', async (c) => {
    const { id, file } = c.req.param()
    const height = side(c.req.param('height'))
    const width = side(c.req.param('width'))
    if (id.length > 128 || file.length > 64) throw new ApiFailure(404, 'not_found', 'notFound')

    const ask = imageAsk(id, isPicture)
    if (!ask) throw new ApiFailure(404, 'not_found', 'notFound')
    const palette =
      ask.kind === 'picture'
        ? await requestPalette(deps, { url: c.req.url, host: c.req.header('Host') })
        : null
    const inputs = {
      palette,
      logo:
        ask.kind === 'brand'
          ? await logoStyle(deps, ask.client, localeOf(c.req.query('lang')))
          : undefined,
    }
    const svgBody = drawImage(ask, width, height, { ...inputs, pictures: pictureDataUrl })
    // A browser that takes WebP gets the demo pictures rendered (server/images/raster.ts: an SVG
    // picture is parsed and painted on the page's main thread); anything else the SVG.
    const webp = ask.kind === 'picture' && /\bimage\/webp\b/.test(c.req.header('Accept') ?? '')
    // A brand may change its colours: what is drawn on them (logos, pictures on a brand's
    // colours) is revalidated daily rather than never.
    const cache = ask.kind === 'brand' || palette ? DAY : YEAR

    const hash = createHash('sha1').update(svgBody).digest('base64url').slice(0, 20)
    const etag = webp ? `"${hash}-w"` : `"${hash}"`
    const headers: Record<string, string> = {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': cache,
      ETag: etag,
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
    }
    // the same address answers SVG or WebP by `Accept`: caches must keep them apart
    if (ask.kind === 'picture') headers.Vary = 'Accept'
    if (webp) headers['Content-Type'] = 'image/webp'
    // an ETag given with WebP names the WebP: a browser's revalidation renders nothing
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
    const raster = webp
      ? await rasterPicture(hash, ask.picture.pictures, (pictures) =>
          drawImage(ask, width, height, { ...inputs, pictures }),
        ).catch(() => null)
      : null
    if (raster) return c.body(new Uint8Array(raster), 200, headers)
    // no renderer here (or it failed): the SVG, under the SVG's own ETag
    headers.ETag = `"${hash}"`
    headers['Content-Type'] = 'image/svg+xml; charset=utf-8'
    return c.body(svgBody, 200, headers)
  })
}
