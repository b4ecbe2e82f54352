/**
 * The built app from `distDir`, for every brand alike. Files as they are; any other GET that
 * does not look like a file falls back to index.html (client-side routes such as /news/).
 * Caching: hashed `assets/*` are immutable; index.html, sw.js and the manifest are `no-cache`
 * so a new build (and its service worker) is picked up at once; the rest an hour.
 */
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import type { Context, Hono } from 'hono'
import type { BaseEnv, Deps } from '../context.ts'

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
  const etag = `W/"${found.info.size.toString(16)}-${Math.floor(found.info.mtimeMs).toString(16)}"`
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(found.full).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(urlPath),
    ETag: etag,
    'Last-Modified': found.info.mtime.toUTCString(),
  }
  if (urlPath === '/sw.js') headers['Service-Worker-Allowed'] = '/'
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
  if (c.req.method === 'HEAD') {
    return c.body(null, 200, { ...headers, 'Content-Length': String(found.info.size) })
  }
  return c.body(await readFile(found.full), 200, headers)
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
