/**
 * The demo pictures as WebP for browsers that take it (issue 16, session 18: ADR 015).
 *
 * The route composes a picture as an SVG (./pictures.ts). Shown by `<img>`, an SVG is a document
 * of its own that the browser parses, styles and paints on the page's main thread, and its
 * embedded pictures are decoded there too: on a phone's home of 20–30 pictures that was most of
 * the main thread's work that was not script (Lighthouse's "Other", long tasks with no JS in
 * them). A raster picture is decoded off the main thread. So the same SVG is rendered to WebP
 * (sharp: libvips and librsvg) for a request whose `Accept` names `image/webp` — every browser
 * the app supports sends it for images; anything else (a test's fetch, a tool) still gets the SVG.
 *
 * librsvg draws PNG but not WebP inside an SVG, so the vendored WebP pictures are handed to it as
 * PNG data: URLs (converted once each). Rendering costs tens of milliseconds: each answer is kept
 * (by the SVG's hash, which the route's ETag also names: a brand's new colours make a new one) in a bounded cache, and a
 * request for one being rendered waits for that one. sharp is loaded when first needed; where its
 * native part is missing (or `IMAGE_RASTER=0`) the route keeps answering with the SVG.
 */
import type SharpModule from 'sharp'
import { pictureDataUrl } from './picture-files.ts'
import type { PictureHref } from './pictures.ts'

type Sharp = typeof SharpModule

/** At most this many rendered pictures kept, and this many bytes of them. */
export const RASTER_CACHE_ENTRIES = 2000
export const RASTER_CACHE_BYTES = 64 * 1024 * 1024

/** WebP quality: the pictures are smooth 3D renders on gradients; 82 shows no banding. */
const QUALITY = 82

let loading: Promise<Sharp | null> | null = null

function loadSharp(): Promise<Sharp | null> {
  // IMAGE_RASTER=0: SVG for everyone (server/README.md; the bench's before/after)
  if (process.env.IMAGE_RASTER === '0') return Promise.resolve(null)
  loading ??= import('sharp')
    .then((m) => {
      const sharp = (m.default ?? m) as Sharp
      // One libvips thread per render: the server's own requests are the parallelism.
      sharp.concurrency(1)
      sharp.cache(false)
      return sharp
    })
    .catch(() => null)
  return loading
}

const pngs = new Map<string, Promise<string>>()

/** A vendored picture as a PNG data: URL, for librsvg (converted once, then kept). */
function pngDataUrl(sharp: Sharp, name: string): Promise<string> {
  let url = pngs.get(name)
  if (!url) {
    const webp = Buffer.from(pictureDataUrl(name).split(',')[1]!, 'base64')
    url = sharp(webp)
      .png()
      .toBuffer()
      .then((png) => `data:image/png;base64,${png.toString('base64')}`)
    url.catch(() => pngs.delete(name))
    pngs.set(name, url)
  }
  return url
}

const kept = new Map<string, Promise<Buffer>>()
const sizes = new Map<string, number>()
let keptBytes = 0

function keep(key: string, body: Promise<Buffer>) {
  kept.set(key, body)
  body.then(
    (buf) => {
      if (kept.get(key) !== body) return
      sizes.set(key, buf.length)
      keptBytes += buf.length
      // the oldest first (a Map keeps insertion order)
      for (const old of kept.keys()) {
        if (kept.size <= RASTER_CACHE_ENTRIES && keptBytes <= RASTER_CACHE_BYTES) break
        if (old === key) continue
        keptBytes -= sizes.get(old) ?? 0
        sizes.delete(old)
        kept.delete(old)
      }
    },
    () => kept.delete(key),
  )
}

/** How many rendered pictures are kept now (tests). */
export function rasterCacheSize(): number {
  return kept.size
}

/**
 * The picture `draw` makes, as WebP: `draw` is called with a PictureHref whose pictures librsvg
 * can read, and must return the same SVG the route would send (with other hrefs); `key` names
 * that SVG (the route's hash of it). null when sharp is not available here.
 */
export async function rasterPicture(
  key: string,
  names: readonly string[],
  draw: (href: PictureHref) => string,
): Promise<Buffer | null> {
  const sharp = await loadSharp()
  if (!sharp) return null
  let body = kept.get(key)
  if (!body) {
    body = (async () => {
      const hrefs = new Map<string, string>()
      for (const name of names) hrefs.set(name, await pngDataUrl(sharp, name))
      const svg = draw((name) => hrefs.get(name) ?? '')
      return sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toBuffer()
    })()
    keep(key, body)
  } else {
    // used again: the newest now
    kept.delete(key)
    kept.set(key, body)
  }
  return body
}
