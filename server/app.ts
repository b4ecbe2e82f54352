/**
 * The reference API server as a hono app. `createApp()` builds it without a socket: main.ts
 * serves it, tests call `app.request()`.
 *
 *   /rest/mobile/v53/*   the mobile REST API (brand from subdomain or ?client=), JSON envelope
 *   /rest/image/*        generated images
 *   /manifest.webmanifest  per brand
 *   everything else      the built app (dist/) with SPA fallback
 */
import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { AuthThrottle, DEFAULT_AUTH_LIMITS } from './auth/limits.ts'
import { resolveClient } from './brand.ts'
import { AppCache } from './cache.ts'
import type { ApiEnv, AppOptions, BaseEnv, Deps } from './context.ts'
import { bodyLimitGuard, queryGuard } from './guard.ts'
import { securityHeaders } from './headers.ts'
import { ApiFailure, errorBody } from './http.ts'
import { localeOf } from './i18n.ts'
import { actionsRoutes } from './routes/actions.ts'
import { adminRoutes } from './routes/admin.ts'
import { appDataRoutes } from './routes/app-data.ts'
import { authRoutes } from './routes/auth.ts'
import { catalogRoutes } from './routes/catalog.ts'
import { deviceRoutes } from './routes/device.ts'
import { geocoderRoutes } from './routes/geocoder.ts'
import { imageRoutes } from './routes/images.ts'
import { loyaltyRoutes } from './routes/loyalty.ts'
import { manifestRoutes } from './routes/manifest.ts'
import { newsRoutes } from './routes/news.ts'
import { feedbackRoutes } from './routes/feedback.ts'
import { ordersRoutes } from './routes/orders.ts'
import { pagesRoutes } from './routes/pages.ts'
import { pushRoutes } from './routes/push.ts'
import { bookingRoutes } from './routes/booking.ts'
import { relatedRoutes } from './routes/related.ts'
import { sandboxRoutes } from './routes/sandbox.ts'
import { staticRoutes } from './routes/static.ts'
import { ingestRoutes, telemetryRoutes } from './routes/telemetry.ts'
import { bearerToken } from './session.ts'

export const API_VERSION = 'v53'
export const API_PREFIX = `/rest/mobile/${API_VERSION}`

/** Headers the app sends (src/core/api/client.ts), allowed cross-origin: the app may call
 * `{client}.{host}` from a page on `{host}`. */
export const CORS_HEADERS = [
  'Authorization',
  'Accept-Language',
  'App-Version',
  'Mini-app',
  'Content-Type',
  'Accept',
]

function onError(deps: Deps) {
  return (error: Error, c: Context) => {
    const locale = localeOf(c.req.header('Accept-Language'))
    if (error instanceof ApiFailure) return c.json(errorBody(error, locale), error.status)
    if (error instanceof HTTPException && error.status < 500) {
      const failure = new ApiFailure(error.status as 400, 'bad_request', 'badRequest', {
        details: error.message,
      })
      return c.json(errorBody(failure, locale), failure.status)
    }
    deps.log(`[server] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`)
    return c.json(errorBody(new ApiFailure(500, 'server_error', 'serverError'), locale), 500)
  }
}

function apiApp(deps: Deps) {
  const api = new Hono<ApiEnv>()
  // The brand of every call; an unknown or missing brand is a 404 for the whole API.
  api.use('*', async (c, next) => {
    const source = resolveClient({ url: c.req.url, host: c.req.header('Host') }, deps.baseHost)
    if (!source) {
      throw new ApiFailure(404, 'unknown_client', 'noClient', {
        client: '{client}',
        host: c.req.header('Host') ?? 'localhost',
      })
    }
    // The brand (cached per version) and the token's session: one query (server/cache.ts).
    const { brand, session } = await deps.cache.brandAndSession(
      deps.db,
      source.client,
      bearerToken(c.req.header('Authorization')),
    )
    if (!brand) {
      throw new ApiFailure(404, 'unknown_client', 'unknownClient', { client: source.client })
    }
    c.set('brand', brand)
    c.set('clientSource', source)
    c.set('session', session)
    await next()
  })
  appDataRoutes(api, deps)
  authRoutes(api, deps)
  deviceRoutes(api, deps)
  pagesRoutes(api, deps)
  catalogRoutes(api, deps)
  geocoderRoutes(api, deps)
  relatedRoutes(api, deps)
  adminRoutes(api, deps)
  loyaltyRoutes(api, deps)
  ordersRoutes(api, deps)
  actionsRoutes(api, deps)
  newsRoutes(api, deps)
  feedbackRoutes(api, deps)
  pushRoutes(api, deps)
  telemetryRoutes(api, deps)
  bookingRoutes(api, deps)
  api.all('*', () => {
    throw new ApiFailure(404, 'not_found', 'notFound')
  })
  return api
}

export function createApp(opts: AppOptions) {
  const deps: Deps = {
    db: opts.db,
    demo: opts.demo ?? false,
    distDir: opts.distDir ?? 'dist',
    baseHost: opts.baseHost,
    log: opts.log ?? ((m) => console.log(m)),
    throttle: new AuthThrottle({ ...DEFAULT_AUTH_LIMITS, ...opts.authLimits }),
    pushAgent: opts.pushAgent,
    cache: new AppCache(),
  }
  const app = new Hono<BaseEnv>()
  app.onError(onError(deps))
  for (const mw of opts.use ?? []) app.use('*', mw)
  app.use('*', securityHeaders(deps.db, deps.baseHost))
  app.use('*', async (c, next) => {
    c.set('locale', localeOf(c.req.header('Accept-Language')))
    await next()
  })
  app.use(
    '/rest/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: CORS_HEADERS,
      maxAge: 86400,
    }),
  )
  // After CORS, so a refused call still carries the CORS headers the app needs to read it.
  app.use('*', queryGuard())
  app.use('*', bodyLimitGuard(opts.maxBodyBytes))
  imageRoutes(app, deps)
  const api = apiApp(deps)
  api.onError(onError(deps))
  app.route(API_PREFIX, api)
  app.all('/rest/*', () => {
    throw new ApiFailure(404, 'not_found', 'notFound')
  })
  manifestRoutes(app, deps)
  ingestRoutes(app, deps)
  sandboxRoutes(app, deps)
  staticRoutes(app, deps)
  return app
}

export type ServerApp = ReturnType<typeof createApp>
