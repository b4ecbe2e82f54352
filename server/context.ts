import type { MiddlewareHandler } from 'hono'
import type { Agent as HttpsAgent } from 'node:https'
import type { AuthLimits, AuthThrottle } from './auth/limits.ts'
import type { Brand, ClientSource } from './brand.ts'
import type { AppCache } from './cache.ts'
import type { Db } from './db/db.ts'
import type { Locale } from './i18n.ts'
import type { Session } from './session.ts'

export interface AppOptions {
  db: Db
  /** Demo mode: one-time codes are logged and returned as `debug.code`. @default false */
  demo?: boolean
  /** The built app (vite build). @default 'dist' */
  distDir?: string
  /** The platform's host without subdomain (BASE_HOST), for brand-from-Host. */
  baseHost?: string
  /** Where the server's own notes go. @default console.log */
  log?: (message: string) => void
  /** Middleware run before every route (e.g. a request logger). */
  use?: MiddlewareHandler[]
  /** Request bodies over this are refused (413). @default 256 KB */
  maxBodyBytes?: number
  /** Sign-in abuse limits over DEFAULT_AUTH_LIMITS (server/auth/limits.ts). */
  authLimits?: Partial<AuthLimits>
  /** The agent web push posts through (tests: one that trusts a local push service). */
  pushAgent?: HttpsAgent
}

/** What every route gets: the options with their defaults applied. */
export interface Deps {
  db: Db
  demo: boolean
  distDir: string
  baseHost: string | undefined
  log: (message: string) => void
  /** The sign-in limits and their counters (server/auth/limits.ts). */
  throttle: AuthThrottle
  pushAgent?: HttpsAgent
  /** The brand rows and app data of this process, per brand version (server/cache.ts). */
  cache: AppCache
}

export interface BaseEnv {
  Variables: { locale: Locale }
}

/** Routes under /rest/mobile/v53/: the brand is known, the session read from the token. */
export interface ApiEnv {
  Variables: {
    locale: Locale
    brand: Brand
    clientSource: ClientSource
    /** The live session of the Authorization token, or null for none/unknown/revoked. */
    session: Session | null
  }
}
