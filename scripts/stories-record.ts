/**
 * `npm run stories:record`: the answers Storybook's stories run on when no reference server is
 * given (.storybook/network.ts). Starts the reference server in-process on a fresh in-memory
 * database (migrated and seeded), calls the REST contract for every demo brand, locale (ru, en)
 * and user (guest; a new customer; the demo customer 79990000001 with balance, levels and orders)
 * and writes `.storybook/recorded/<brand>/<user>.<locale>.json`: `{ "<METHOD> <path>": [{ query,
 * body, answer }] }`. Long lists are trimmed so the files stay small; answers are sorted and
 * stable, so re-recording an unchanged server changes nothing: the clock stands at the stories'
 * instant (./stories-clock.ts), the server's web push key (made at random on a first start) is a
 * fixed one here, and the files are formatted as `prettier --write` leaves them (the project's
 * config, objects kept expanded).
 */
// first: the clock stands at the stories' instant before anything reads it
import './stories-clock.ts'
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { createApp } from '../server/app.ts'
import { listBrands } from '../server/brand.ts'
import { openDb } from '../server/db/db.ts'
import { migrate } from '../server/db/migrate.ts'
import { DEMO_USERNAME } from '../server/seed/loyalty.ts'
import { seed } from '../server/seed/index.ts'
import { issueToken } from '../server/session.ts'

const OUT = '.storybook/recorded'
const API = 'http://localhost/rest/mobile/v53'
/** Lists longer than this are cut (the stories need a screenful, not the whole catalog). */
const MAX_LIST = 6
const LOCALES = ['ru', 'en'] as const
/** The users of the stories' User toolbar (.storybook/network.ts `STORY_USERS`). */
const USERS = ['guest', 'signed-in', 'member'] as const
/** A new customer's phone: signed in, no points, no orders. */
const NEW_CUSTOMER = '79990007777'
/** The letters of promo codes (server/loyalty/cards.ts). */
const PROMO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/**
 * The web push (VAPID) public key app data carries (`modules.notifications.vapidPublicKey`):
 * fixed, so a recording does not change with the random key a fresh database would make. Only
 * its public half is ever read here (nothing is sent), so the private half is a stand-in.
 */
const RECORDED_VAPID = {
  publicKey:
    'BFaTUPcQdKsHyU347l-dW0sBdpuhD4jeGK2CW_Dzl4MaEhq19WXfvP00NmV14CuLjrTAYxbIsTq4D2wI5STrAoQ',
  privateKey: 'stories-record: never used to send',
}

type Json = Record<string, unknown>
interface Variant {
  query?: Record<string, string>
  body?: unknown
  answer: Json
}

const db = await openDb({ dataDir: null })
await migrate(db)
await seed(db)
await db.query(
  `INSERT INTO server_keys (name, value) VALUES ('vapid', $1::jsonb)
   ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
  [JSON.stringify(RECORDED_VAPID)],
)
// The seed gives each feedback a random token (answers carry it): fixed ones instead.
await db.query(`UPDATE feedback SET auth_token = 'stories-feedback-' || id_feedback`)
const app = createApp({ db, demo: true, distDir: 'dist', log: () => undefined })

/** Cuts the answer's lists (its top-level arrays) to MAX_LIST items; app data stays whole. */
function trim(path: string, answer: Json): Json {
  if (path === 'app') return answer
  return Object.fromEntries(
    Object.entries(answer).map(([k, v]) => [k, Array.isArray(v) ? v.slice(0, MAX_LIST) : v]),
  )
}

async function call(
  client: string,
  locale: string,
  token: string | null,
  path: string,
  opts: { body?: unknown; query?: Record<string, string> } = {},
): Promise<Json> {
  const url = new URL(`${API}/${path}`)
  url.searchParams.set('client', client)
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v)
  const headers: Record<string, string> = { 'Accept-Language': locale, 'App-Version': '1.2.2' }
  if (token) headers.Authorization = `Bearer ${token}`
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await app.request(url.toString(), {
    method: opts.body === undefined ? 'GET' : 'POST',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  })
  const text = await res.text()
  try {
    return JSON.parse(text) as Json
  } catch {
    return { status: 'error', code: 'not_json', message: text.slice(0, 200) }
  }
}

async function tokenFor(client: string, username: string | null): Promise<string | null> {
  if (!username) return null
  const device = await call(client, 'ru', null, 'device-register', {
    body: {
      key: crypto.randomUUID(),
      os: 'web',
      name: 'Storybook',
      model: 'Chromium',
      version: '1',
    },
  })
  const idDevice = (device.user as { idDevice: number }).idDevice
  const [existing] = await db.query<{ id_user: number }>(
    'SELECT id_user FROM users WHERE client = $1 AND username = $2',
    [client, username],
  )
  const idUser =
    existing?.id_user ??
    (
      await db.query<{ id_user: number }>(
        'INSERT INTO users (client, username) VALUES ($1, $2) RETURNING id_user',
        [client, username],
      )
    )[0]!.id_user
  if (!existing) await fixedCard(client, idUser)
  return issueToken(db, client, idDevice, idUser)
}

/**
 * The new customer's loyalty card with codes made from the brand's name, not at random (the
 * server issues it on first use with random ones): the same card in every recording.
 */
async function fixedCard(client: string, idUser: number) {
  const bytes = createHash('sha256').update(`stories:${client}`).digest()
  const code = `2${[...bytes.subarray(0, 12)].map((b) => b % 10).join('')}`
  const promo = [...bytes.subarray(12, 20)].map((b) => PROMO_ALPHABET[b % 32]).join('')
  await db.query(
    'INSERT INTO loyalty_cards (id_user, client, code, promo_code) VALUES ($1, $2, $3, $4)',
    [idUser, client, code, promo],
  )
}

const ids = (list: unknown, key = 'id'): unknown[] =>
  Array.isArray(list) ? list.map((x) => (x as Json)?.[key]).filter((x) => x !== undefined) : []

async function record(client: string, user: (typeof USERS)[number], locale: string) {
  const username = user === 'guest' ? null : user === 'member' ? DEMO_USERNAME : NEW_CUSTOMER
  const token = await tokenFor(client, username)
  const out: Record<string, Variant[]> = {}
  const add = async (
    path: string,
    opts: { body?: unknown; query?: Record<string, string> } = {},
  ): Promise<Json> => {
    const answer = await call(client, locale, token, path, opts)
    const key = `${opts.body === undefined ? 'GET' : 'POST'} ${path}`
    ;(out[key] ??= []).push({ ...opts, answer: trim(path, answer) })
    return answer
  }

  await add('app', { body: {} })
  await add('pages')
  const categories = await add('get-categories', { body: { branch: null } })
  const top = (categories.category as Json[] | undefined) ?? []
  for (const id of ids(top).slice(0, 3)) {
    const products = await add('get-products', {
      body: { branch: null, category: id, limit: 20, offset: 0 },
    })
    for (const pid of ids(products.products).slice(0, 2)) {
      await add('get-products-by-ids', { body: { branch: null, products: [pid], variations: [] } })
    }
  }
  const news = await add('news', { query: { limit: '10' } })
  for (const id of ids(news.news).slice(0, 1)) await add('news', { query: { id: String(id) } })
  const actions = await add('actions', { query: { limit: '10', offset: '0' } })
  for (const id of ids(actions.actions).slice(0, 1)) {
    await add('actions', { query: { id: String(id) } })
  }
  await add('get-coupons')
  await add('get-feedback')
  if (token) {
    await add('get-user-pushes')
    await add('operations-detail')
    const history = await add('operation-history', { body: { limit: 20 } })
    for (const id of ids(history.operationHistory).slice(0, 1)) {
      await add(`operation/${encodeURIComponent(String(id))}`)
    }
    await add('user-orders', { body: { limit: 10, page: 1 } })
  }
  return out
}

/** As `prettier --write` leaves a JSON file of the repository (2-space input keeps objects expanded). */
const prettierConfig = (await resolveConfig(join(OUT, 'brands.json'))) ?? {}
const formatted = (value: unknown) =>
  format(JSON.stringify(value, null, 2), { ...prettierConfig, parser: 'json' })

rmSync(OUT, { recursive: true, force: true })
const brands = await listBrands(db)
for (const brand of brands) {
  mkdirSync(join(OUT, brand.client), { recursive: true })
  for (const user of USERS) {
    for (const locale of LOCALES) {
      const calls = await record(brand.client, user, locale)
      const file = join(OUT, brand.client, `${user}.${locale}.json`)
      writeFileSync(file, await formatted(calls))
    }
  }
  console.log(`[stories:record] ${brand.client}: ${USERS.length * LOCALES.length} files`)
}
// The brand toolbar's list (.storybook/brands.ts): client and name, in the seed's order.
writeFileSync(join(OUT, 'brands.json'), await formatted(brands))
await db.close()
