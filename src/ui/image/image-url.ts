/**
 * Every image URL of the app (shell-data §7 Images; §3 App settings deviceWidthImageDivideAmount,
 * deviceWidthMaxPixelRatio, deviceWidthIgnorePixelRatio): an image is the image base, an id, a
 * height, a width, a crop mode and an extension (default jpg). The width defaults to half the
 * device's width; it is multiplied by the pixel ratio (capped by deviceWidthMaxPixelRatio, or
 * ignored with deviceWidthIgnorePixelRatio) and rounded up to a multiple of the divide amount
 * (default 50, ./image-width.ts), so a handful of sizes serve every phone and stay cached.
 *
 * What app data names as a picture may be an image id (42, '42', 'food-pizza-3'), a path of the image service
 * ('/rest/image/news-3/0/600/scale.png', as the demo data writes them), another root-relative
 * path, or a full URL. Ids and image-service paths in scale mode get the computed width; a
 * fixed crop box (e.g. '64/64/crop.png') and other files stay as they are (root-relative paths
 * resolve on the platform host). Never a javascript: or data:text/html source.
 */
import type { BrandLocation } from '../../core/brand/brand.ts'
import { safeImageUrl } from '../../core/format/safe-url.ts'
import { appData } from '../../core/state/app-data.ts'
import { sessionApiLocation } from '../../core/state/session.ts'
import { imageWidth, type DeviceWidthRules } from './image-width.ts'
import { viewportWidth } from '../../core/viewport.ts'

/** spec: the default extension. */
export const DEFAULT_IMAGE_EXT = 'jpg'

export type ImageLocation = Pick<BrandLocation, 'apiBase' | 'apiQuery'>

export interface ImageOptions {
  /**
   * The width the image is shown at, in CSS pixels; 'full' is the device's width. Default:
   * half the device's width (spec).
   */
  width?: number | 'full'
  /** An exact width in image pixels, where the spec fixes one (150/150/crop.jpg thumbnails). */
  pixels?: number
  /**
   * An image-service path keeps the size it names (a logo whose size the settings chose); ids
   * still get the computed width.
   */
  keepSize?: boolean
  /** A fixed height in image pixels (crop mode); 0 keeps the aspect (default). */
  height?: number
  mode?: 'scale' | 'crop'
  /** Default jpg (spec). */
  ext?: 'jpg' | 'png'
  /** The host of the image (a related region's); default the current domain's. */
  location?: ImageLocation
}

/** What the width rule depends on: the settings, the pixel ratio and the device's CSS width. */
export interface ImageEnv {
  location: ImageLocation
  rules: DeviceWidthRules
  pixelRatio: number
  deviceWidth: number
}

/** The image width in image pixels for `width` (see ImageOptions.width). */
export function deviceImageWidth(width: ImageOptions['width'], env: Omit<ImageEnv, 'location'>) {
  const css =
    width === 'full' ? env.deviceWidth : typeof width === 'number' ? width : env.deviceWidth / 2
  return imageWidth(css, env.rules, env.pixelRatio)
}

/** An image id: digits, or a name such as 'food-pizza-3' (no slash, dot or colon). */
const IMAGE_ID = /^[A-Za-z0-9_-]{1,128}$/
const IMAGE_PATH = /^\/rest\/image\/([^/?#]+)\/(\d+)\/(\d+)\/(scale|crop)\.([a-z0-9]+)$/i

function imageServiceUrl(
  location: ImageLocation,
  id: string,
  parts: { height: number; width: number; mode: string; ext: string },
  extraQuery = '',
): string {
  const root = location.apiBase.replace(/\/rest\/mobile\/[^/]+\/$/, '')
  const query = new URLSearchParams(location.apiQuery)
  new URLSearchParams(extraQuery).forEach((v, k) => query.set(k, v))
  const q = query.toString()
  const path = `/rest/image/${encodeURIComponent(id)}/${parts.height}/${parts.width}/${parts.mode}.${parts.ext}`
  return root + path + (q ? `?${q}` : '')
}

/** The URL of a picture named by app data, for the given environment (pure). */
export function composeImageSrc(
  value: unknown,
  options: ImageOptions,
  env: ImageEnv,
): string | null {
  const location = options.location ?? env.location
  const width = () => options.pixels ?? deviceImageWidth(options.width, env)
  if (typeof value === 'number' || (typeof value === 'string' && IMAGE_ID.test(value.trim()))) {
    if (typeof value === 'number' && !Number.isFinite(value)) return null
    const mode = options.mode ?? 'scale'
    return imageServiceUrl(location, String(value).trim(), {
      height: options.height ?? 0,
      width: width(),
      mode,
      ext: options.ext ?? DEFAULT_IMAGE_EXT,
    })
  }
  if (typeof value !== 'string' || !value.trim()) return null
  const v = value.trim()
  const origin = new URL(location.apiBase).origin
  let url: URL | null = null
  if (v.startsWith('/') && !v.startsWith('//')) url = new URL(v, origin)
  else if (/^https?:\/\//i.test(v)) {
    try {
      url = new URL(v)
    } catch {
      return null
    }
  }
  if (url && url.origin === origin) {
    const m = IMAGE_PATH.exec(url.pathname)
    if (m && m[4] === 'scale' && m[2] === '0' && !options.keepSize) {
      // The query of the path is kept; the location's query (the client) is added.
      return imageServiceUrl(
        location,
        decodeURIComponent(m[1]!),
        { height: 0, width: width(), mode: 'scale', ext: options.ext ?? m[5]! },
        url.search,
      )
    }
    if (v.startsWith('/')) return url.href
  }
  return safeImageUrl(v)
}

/** The environment now: the session's host, the app settings, the window. */
export function currentImageEnv(): ImageEnv {
  const w = typeof window === 'undefined' ? undefined : window
  return {
    location: sessionApiLocation(),
    rules: appData.data?.settings ?? {},
    pixelRatio: w?.devicePixelRatio || 1,
    deviceWidth: viewportWidth(),
  }
}

/** The URL of a picture named by app data, sized for this device and these settings. */
export function imageSrc(value: unknown, options: ImageOptions = {}): string | null {
  return composeImageSrc(value, options, currentImageEnv())
}
