/**
 * GET /manifest.webmanifest — the web app manifest of the brand the page is for (the same
 * dist/ serves every brand, so the build has none). The brand comes from the Host or `client`
 * query (the app links `/manifest.webmanifest?client=…` on a `?client=` page), else from the
 * page's own `?client=` in the Referer; no brand gives a neutral manifest.
 *
 * Each brand installs as its own app (shell-data §2 "Web-app install"): its own `id` (its client
 * subdomain's root, or `/?client=…` where brands share one origin), name and short name from its
 * settings, its icons, and the status-bar colour the app itself sets (statusBar, header or
 * primary colour, as src/ui/theme/theme.ts) with its background colour for the launch screen.
 */
import type { Hono } from 'hono'
import { clientFromReferer, findBrand, resolveClient } from '../brand.ts'
import type { BaseEnv, Deps } from '../context.ts'
import { ApiFailure } from '../http.ts'

function icons(id: string) {
  const icon = (size: number, purpose: string) => ({
    src: `/rest/image/${id}/${size}/${size}/crop.png`,
    sizes: `${size}x${size}`,
    type: 'image/svg+xml',
    purpose,
  })
  return [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable')]
}

export function manifestRoutes(app: Hono<BaseEnv>, deps: Deps) {
  app.get('/manifest.webmanifest', async (c) => {
    const source =
      resolveClient({ url: c.req.url, host: c.req.header('Host') }, deps.baseHost) ??
      (() => {
        const client = clientFromReferer(c.req.header('Referer'))
        return client ? { client, via: 'referer' as const } : null
      })()
    const headers = {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'no-cache',
    }
    if (!source) {
      return c.body(
        JSON.stringify({
          name: 'Loyalty app',
          short_name: 'Loyalty',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#FFFFFF',
          background_color: '#FFFFFF',
          icons: icons('icon-app'),
        }),
        200,
        headers,
      )
    }
    const brand = await findBrand(deps.db, source.client)
    if (!brand) {
      throw new ApiFailure(404, 'unknown_client', 'unknownClient', { client: source.client })
    }
    const s = brand.settings
    const colors = (s.colors ?? {}) as Record<string, string>
    const languages = Array.isArray(s.languages) ? (s.languages as string[]) : ['ru']
    const name = String(s.name ?? brand.name)
    // Opened through `?client=`, the installed app must keep naming its brand.
    const startUrl = source.via === 'host' ? '/' : `/?client=${encodeURIComponent(brand.client)}`
    const manifest = {
      id: startUrl,
      name: brand.name,
      short_name: name,
      lang: languages[0] ?? 'ru',
      start_url: startUrl,
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: colors.statusBar ?? colors.header ?? colors.primary ?? '#FFFFFF',
      background_color: colors.background ?? '#FFFFFF',
      icons: icons(`icon-${brand.client}`),
    }
    return c.body(JSON.stringify(manifest), 200, headers)
  })
}
