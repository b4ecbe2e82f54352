/**
 * The built app from `distDir`, for every brand alike. Files as they are; any other GET that
 * does not look like a file falls back to index.html (client-side routes such as /news/).
 * Caching: hashed `assets/*` are immutable; index.html, sw.js and the manifest are `no-cache`
 * so a new build (and its service worker) is picked up at once; the rest an hour.
 * Compression (issue 16): text files (scripts, styles, HTML, JSON, SVG) go brotli or gzip as the
 * browser accepts, compressed once at the highest setting and kept in memory with the file's
 * bytes until its size or mtime changes (`Vary: Accept-Encoding`; each encoding its own tag). A
 * build's own precompressed neighbour (`x.js.br`, `x.js.gz`) is used when it is there.
 */
import { readFile, stat } from 'node:fs/promises'
import type { Stats } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'
import type { Context, Hono } from 'hono'
import type { BaseEnv, Deps } from '../context.ts'
import { compressOnce, COMPRESS_MIN_BYTES, matchesTag, negotiateEncoding } from '../respond.ts'
import type { Encoding } from '../respond.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'])

export function cacheControl(path: string): string {
  if (NO_CACHE.has(path)) return 'no-cache'
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/**
 * Types worth compressing (images and fonts are compressed already); the build writes their
 * precompressed neighbours too (scripts/vite-plugin-precompress.ts).
 */
export const COMPRESSIBLE: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
])

/** Files kept in memory, by path: their bytes and compressed forms while size and mtime hold. */
interface KeptFile {
  size: number
  mtimeMs: number
  bytes: Buffer<ArrayBuffer>
  encoded: Partial<Record<Encoding, Buffer<ArrayBuffer>>>
  /** A compression under way: requests that come meanwhile wait for the same one. */
  encoding?: Partial<Record<Encoding, Promise<Buffer<ArrayBuffer>>>>
}
/** The built app is a few megabytes; files larger than this are read each time, uncompressed. */
const KEEP_MAX_BYTES = 4 * 1024 * 1024
const kept = new Map<string, KeptFile>()

async function keptFile(full: string, info: Stats): Promise<KeptFile> {
  const hit = kept.get(full)
  if (hit && hit.size === info.size && hit.mtimeMs === info.mtimeMs) return hit
  const file = { size: info.size, mtimeMs: info.mtimeMs, bytes: await readFile(full), encoded: {} }
  if (kept.size > 2000) kept.clear()
  kept.set(full, file)
  return file
}

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** The file in `encoding`: the build's precompressed neighbour if fresh, else made once here. */
async function encodedOf(
  file: KeptFile,
  full: string,
  encoding: Encoding,
): Promise<Buffer<ArrayBuffer>> {
  const hit = file.encoded[encoding]
  if (hit) return hit
  file.encoding ??= {}
  const running = file.encoding[encoding]
  if (running) return running
  const made = (async () => {
    let out: Buffer<ArrayBuffer> | null = null
    try {
      const near = await stat(full + SUFFIX[encoding])
      if (near.isFile() && near.mtimeMs >= file.mtimeMs) {
        out = await readFile(full + SUFFIX[encoding])
      }
    } catch {
      // none: compress it here
    }
    // zlib's thread pool, not the event loop (respond.ts compressOnce)
    out ??= await compressOnce(file.bytes, encoding)
    // Keep the smaller: a compressed form that is not smaller is not worth the header.
    const smaller = out.length < file.bytes.length ? out : file.bytes
    file.encoded[encoding] = smaller
    return smaller
  })()
  file.encoding[encoding] = made
  try {
    return await made
  } finally {
    delete file.encoding[encoding]
  }
}

async function fileAt(root: string, urlPath: string) {
  const full = resolve(root, '.' + urlPath)
  if (full !== root && !full.startsWith(root + sep)) return null
  try {
    const info = await stat(full)
    return info.isFile() ? { full, info } : null
  } catch {
    return null
  }
}

async function send(c: Context, root: string, urlPath: string) {
  const found = await fileAt(root, urlPath)
  if (!found) return null
  const ext = extname(found.full).toLowerCase()
  const tag = `${found.info.size.toString(16)}-${Math.floor(found.info.mtimeMs).toString(16)}`
  const compressible =
    COMPRESSIBLE.has(ext) &&
    found.info.size >= COMPRESS_MIN_BYTES &&
    found.info.size <= KEEP_MAX_BYTES
  const encoding = compressible ? negotiateEncoding(c.req.header('Accept-Encoding')) : null
  // Each encoding is its own entity: its own tag, so a cache never mixes them up.
  const etag = `W/"${tag}${encoding ? `-${encoding}` : ''}"`
  const headers: Record<string, string> = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(urlPath),
    ETag: etag,
    'Last-Modified': found.info.mtime.toUTCString(),
  }
  if (compressible) headers.Vary = 'Accept-Encoding'
  if (urlPath === '/sw.js') headers['Service-Worker-Allowed'] = '/'
  if (matchesTag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)
  if (!compressible) {
    if (c.req.method === 'HEAD') {
      return c.body(null, 200, { ...headers, 'Content-Length': String(found.info.size) })
    }
    return c.body(await readFile(found.full), 200, headers)
  }
  const file = await keptFile(found.full, found.info)
  let body = file.bytes
  if (encoding) {
    body = await encodedOf(file, found.full, encoding)
    if (body !== file.bytes) headers['Content-Encoding'] = encoding
    else headers.ETag = `W/"${tag}"`
  }
  if (c.req.method === 'HEAD') {
    return c.body(null, 200, { ...headers, 'Content-Length': String(body.length) })
  }
  return c.body(body, 200, headers)
}

export function staticRoutes(app: Hono<BaseEnv>, deps: Deps) {
  const root = resolve(deps.distDir)
  app.on(['GET', 'HEAD'], '*', async (c) => {
    let path: string
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return c.text('Bad Request', 400)
    }
    if (path.includes('\0')) return c.text('Bad Request', 400)
    if (path === '/') path = '/index.html'
    const file = await send(c, root, path)
    if (file) return file
    // A path whose last segment has an extension is a missing file, not an app route.
    if (extname(path) !== '') return c.text('Not Found', 404)
    const index = await send(c, root, '/index.html')
    if (index) return index
    return c.text(`The app is not built: run \`npm run build\` (looked in ${join(root)})`, 503)
  })
}
