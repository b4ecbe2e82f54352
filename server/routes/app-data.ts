/**
 * POST app — app data: `{status:'ok', settings, custom, user, branches}`.
 * spec (shell-data §3, §7): settings with modules and slots, custom overrides, the user (a guest
 * has idUser null and username 'Guest'), branches; the app adds the timestamp itself.
 */
import type { Hono } from 'hono'
import type { ApiEnv, Deps } from '../context.ts'
import type { Queryable } from '../db/db.ts'
import { appDataUser } from '../auth/users.ts'
import { readJson } from '../body.ts'
import type { Brand } from '../brand.ts'
import type { Locale } from '../i18n.ts'
import { loyaltyAppData } from '../loyalty/cards.ts'
import { brandModules } from '../module-settings.ts'
import { brandDictionary, DEFAULT_TEXT_LOCALE, localize } from '../texts.ts'
import { localizeOffers } from './actions.ts'
import { withIngestHost } from './telemetry.ts'
import { withPushKey } from '../push/service.ts'
import { withBooking } from './booking.ts'
import type { Session } from '../session.ts'
import { validateBody } from '../validation.ts'
import { sendJson } from '../respond.ts'
import { USER_PART_MAX_AGE_MS } from '../cache.ts'

interface BranchRow {
  id_branch: number
  name: string
  address: string | null
  description: string | null
  lat: number | null
  lng: number | null
  contact_phone: string | null
  start_time: string | null
  end_time: string | null
  days: number[]
  working_time: unknown[]
  is_pickpoint: boolean
  extra: Record<string, unknown>
}

export async function loadBranches(db: Queryable, client: string) {
  const rows = await db.query<BranchRow & Record<string, unknown>>(
    `SELECT id_branch, name, address, description, lat, lng, contact_phone, start_time, end_time,
            days, working_time, is_pickpoint, extra
       FROM branches WHERE client = $1 AND active ORDER BY sort, id_branch`,
    [client],
  )
  return rows.map((r) => ({
    ...r.extra,
    idBranch: r.id_branch,
    name: r.name,
    address: r.address ?? '',
    description: r.description ?? '',
    lat: r.lat,
    lng: r.lng,
    contactPhone: r.contact_phone ?? '',
    startTime: r.start_time,
    endTime: r.end_time,
    days: r.days,
    workingTime: r.working_time,
    isPickpoint: r.is_pickpoint,
  }))
}

/** The user of a session as app data carries it; a guest when nobody is signed in. */
export async function loadUser(db: Queryable, client: string, session: Session | null) {
  const idDevice = session?.idDevice ?? null
  if (session?.idUser) {
    // The signed-in user's own fields (accounts-loyalty §3 User): server/auth/users.ts.
    const user = await appDataUser(db, client, session.idUser)
    if (user) return { ...user, idDevice }
  }
  return { idUser: null, username: 'Guest', idDevice }
}

/** A JSON text per key: what app data shares between the brand's customers in one locale. */
interface SharedAppData {
  settings: Record<string, unknown>
  /** `"custom":…,` `"branches":…` and services as JSON, spliced into every answer. */
  settingsJson: string
  customJson: string
  tailJson: string
}

/** A drawn brand logo's address (`/rest/image/logo-{client}/…`, the server's initials). */
const DRAWN_LOGO = /^\/rest\/image\/(?:logo|icon)-[a-z0-9-]+\/\d+\/\d+\/(?:scale|crop)\.[a-z0-9]+$/i

/**
 * The drawn logos in `locale`: their initials come from the brand's name in that language
 * (issue 12: «ПМ» on an English screen), so a locale other than ru asks for it (`?lang=en`).
 */
function withLogoLocale<S extends Record<string, unknown>>(settings: S, locale: Locale): S {
  if (locale === DEFAULT_TEXT_LOCALE) return settings
  let out: S = settings
  for (const key of ['logo', 'smallLogo'] as const) {
    const value = settings[key]
    if (typeof value === 'string' && DRAWN_LOGO.test(value)) {
      out = { ...out, [key]: `${value}?lang=${locale}` }
    }
  }
  return out
}

/**
 * The brand's part of app data in `locale`, localized and serialized once per brand version
 * (server/cache.ts): settings with the offers' texts, the push key, booking and the dsn host;
 * custom; branches; booking services.
 */
async function sharedAppData(deps: Deps, brand: Brand, locale: Locale, url: string) {
  const here = new URL(url)
  return deps.cache.appDataOf(
    { client: brand.client, version: brand.version ?? 0 },
    locale,
    `${here.protocol}//${here.host}`,
    async (): Promise<SharedAppData> => {
      const branches = await loadBranches(deps.db, brand.client)
      const offered = await withPushKey(deps.db, localizeOffers(brand.settings, locale))
      const booked = await withBooking(deps.db, brand.client, offered)
      const { services } = booked
      const answer = localize(
        {
          settings: withLogoLocale(withIngestHost(booked.settings, url), locale),
          custom: brand.custom,
          branches,
          ...(services && { services }),
        },
        locale,
        brandDictionary(brand.config),
      )
      const tail = JSON.stringify({
        branches: answer.branches,
        ...(answer.services && { services: answer.services }),
      })
      return {
        settings: answer.settings,
        settingsJson: JSON.stringify(answer.settings),
        customJson: JSON.stringify(answer.custom),
        tailJson: tail.slice(1, -1),
      }
    },
  )
}

/** The user's part of app data: the settings text (per-user values merged in) and the user. */
interface UserPart {
  settingsJson: string
  userJson: string
}

/**
 * A signed-in session's part: the user's fields, loyalty values and per-user module values
 * (stamps, referral code; server/loyalty) merged into the shared settings — and until when it
 * holds (null: not to be kept, e.g. the user is gone or values were just written).
 */
async function userPart(
  deps: Deps,
  brand: Brand,
  locale: Locale,
  shared: SharedAppData,
  session: Session,
): Promise<{ value: UserPart; validUntil: number | null }> {
  const dictionary = brandDictionary(brand.config)
  const user = await loadUser(deps.db, brand.client, session)
  if (typeof user.idUser !== 'number') {
    const userJson = JSON.stringify(localize(user, locale, dictionary))
    return { value: { settingsJson: shared.settingsJson, userJson }, validUntil: null }
  }
  const extra = await loyaltyAppData(deps.db, brand, user.idUser)
  let settingsJson = shared.settingsJson
  const patch = localize(extra.modules, locale, dictionary)
  if (Object.keys(patch).length) {
    const modules = { ...brandModules(shared.settings) }
    for (const [name, values] of Object.entries(patch)) {
      const own = modules[name]
      modules[name] = { ...(typeof own === 'object' && own !== null ? own : {}), ...values }
    }
    settingsJson = JSON.stringify({ ...shared.settings, modules })
  }
  const userJson = JSON.stringify(localize({ ...user, ...extra.user }, locale, dictionary))
  const validUntil =
    extra.validUntil === null ? null : Math.min(extra.validUntil, Date.now() + USER_PART_MAX_AGE_MS)
  return { value: { settingsJson, userJson }, validUntil }
}

export function appDataRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/app', async (c) => {
    validateBody('app', await readJson(c), c.var.locale)
    const { brand, session, locale } = c.var
    const shared = await sharedAppData(deps, brand, locale, c.req.url)
    const answer = (part: UserPart) =>
      `{"status":"ok","settings":${part.settingsJson},"custom":${shared.customJson},"user":${part.userJson},${shared.tailJson}}`
    // The whole answer is kept with its tag and compressed forms (server/cache.ts): per user and
    // device while the user's data_version holds, per device for a guest while the brand's holds.
    // The tag is of these bytes, the user's part included: another user's tag never matches.
    const body = session?.idUser
      ? await deps.cache.userAnswerOf(
          {
            client: brand.client,
            idUser: session.idUser,
            idDevice: session.idDevice,
            userVersion: session.userVersion,
          },
          locale,
          shared,
          async () => {
            const { value, validUntil } = await userPart(deps, brand, locale, shared, session)
            return { text: answer(value), validUntil }
          },
        )
      : deps.cache.guestAnswerOf(
          { client: brand.client, idDevice: session?.idDevice ?? null },
          locale,
          shared,
          () => {
            const guest = { idUser: null, username: 'Guest', idDevice: session?.idDevice ?? null }
            const userJson = JSON.stringify(localize(guest, locale, brandDictionary(brand.config)))
            return answer({ settingsJson: shared.settingsJson, userJson })
          },
        )
    // Answers differ by language (as `ok` says for every answer).
    c.header('Vary', 'Accept-Language', { append: true })
    // A tag of the whole answer (304 when the app holds it) and compression (server/respond.ts).
    return sendJson(c, body)
  })
}
