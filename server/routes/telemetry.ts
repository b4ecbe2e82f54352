/**
 * Telemetry calls (issue 15; shell-data §4 Statistics queue, §7, and the error-reporting and
 * session-recording services of §7 "Other set-up"):
 *
 *   POST statistics {action, id, date}       stores one statistics event of the app's queue; {}
 *   POST session-recording {session, seq, events, project?}
 *                                            stores one batch of rrweb events; {stored}
 *   GET  admin/statistics                    (X-Admin-Secret) the brand's stored events, oldest first
 *   GET  admin/error-events                  (X-Admin-Secret) the brand's error reports, oldest first
 *   GET  admin/session-recordings            (X-Admin-Secret) the brand's recordings: batches, events
 *
 * and, outside the mobile API, the demo ingest of the Sentry protocol (what `@sentry/browser`
 * posts to a dsn `{protocol}://{key}@{host}/{project}`):
 *
 *   POST /api/{project}/envelope/?sentry_key={key}   an envelope; its `event` items are stored
 *
 * A demo brand's dsn names this server (`{protocol}://…@{host}/…`, filled in per request by
 * app data: `withIngestHost`); the project and key must be a brand's dsn, else 403.
 */
import type { Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import { readJson } from '../body.ts'
import type { ApiEnv, BaseEnv, Deps } from '../context.ts'
import { assertCleanText } from '../guard.ts'
import { ApiFailure, ok } from '../http.ts'
import { validateBody } from '../validation.ts'
import { allowed } from './admin.ts'

interface StatisticsBody {
  action: string
  id?: string | number | null
  date: string
}

interface RecordingBody {
  session: string
  seq: number
  events: unknown[]
}

/** At most this many items in one envelope are looked at (the SDK sends one event per envelope). */
export const MAX_ENVELOPE_ITEMS = 20
/** Stored fields are cut to these lengths. */
const MAX_MESSAGE = 2000
const MAX_TAGS = 50
const MAX_TAG_LENGTH = 200

const EVENT_ID = /^[0-9a-f]{32}$/

function requireAdmin(c: Context<ApiEnv>) {
  if (!allowed(c.req.header('X-Admin-Secret'))) {
    throw new ApiFailure(403, 'forbidden', 'adminForbidden')
  }
}

function badRequest(details: string): ApiFailure {
  return new ApiFailure(400, 'bad_request', 'badRequest', { details })
}

/**
 * A dsn in the settings may name this server as `{protocol}://{key}@{host}/{project}` (a demo
 * brand's): app data fills in the request's own protocol and host, so the same seed works on any
 * port or domain. Other settings pass through untouched.
 */
export function withIngestHost<S extends Record<string, unknown>>(settings: S, url: string): S {
  const reporting = settings.errorReporting
  if (!isRecord(reporting) || typeof reporting.dsn !== 'string') return settings
  if (!reporting.dsn.includes('{host}') && !reporting.dsn.includes('{protocol}')) return settings
  const here = new URL(url)
  const dsn = reporting.dsn
    .replace('{protocol}', here.protocol.replace(':', ''))
    .replace('{host}', here.host)
  return { ...settings, errorReporting: { ...reporting, dsn } }
}

/** The public key and project of a dsn (`proto://key@host[:port]/[path/]project`), or null. */
export function parseDsn(dsn: string): { key: string; project: number } | null {
  const m = /^[a-z{}]+:\/\/([A-Za-z0-9_-]+)(?::[^@]*)?@[^/]+\/(?:.*\/)?(\d{1,9})$/.exec(dsn)
  if (!m) return null
  return { key: m[1]!, project: Number(m[2]) }
}

/** The envelope's `sentry_key` (query parameter or X-Sentry-Auth header). */
function sentryKey(c: Context<BaseEnv>): string | null {
  const fromQuery = c.req.query('sentry_key')
  if (fromQuery) return fromQuery
  const auth = c.req.header('X-Sentry-Auth') ?? ''
  return /sentry_key=([A-Za-z0-9_-]+)/.exec(auth)?.[1] ?? null
}

interface EnvelopeItem {
  type: string
  payload: unknown
}

/**
 * Splits a Sentry envelope: a header line, then items, each a header line and a payload (of
 * `length` bytes when the header gives one, else up to the next newline). Throws 400 when the
 * text is not one.
 */
export function parseEnvelope(body: Uint8Array): { header: unknown; items: EnvelopeItem[] } {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let pos = 0
  const line = (): string | null => {
    if (pos >= body.length) return null
    let end = body.indexOf(0x0a, pos)
    if (end < 0) end = body.length
    const text = decoder.decode(body.subarray(pos, end))
    pos = end + 1
    return text
  }
  const json = (text: string | null, what: string): unknown => {
    if (text === null) throw badRequest(`envelope: ${what} missing`)
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw badRequest(`envelope: ${what} is not JSON`)
    }
  }
  let header: unknown
  const items: EnvelopeItem[] = []
  try {
    header = json(line(), 'header')
    while (pos < body.length) {
      const headerLine = line()
      if (headerLine === null || headerLine.trim() === '') continue
      const itemHeader = json(headerLine, 'item header')
      if (!isRecord(itemHeader) || typeof itemHeader.type !== 'string') {
        throw badRequest('envelope: item without a type')
      }
      let payloadText: string | null
      const length = itemHeader.length
      if (typeof length === 'number') {
        if (!Number.isInteger(length) || length < 0 || pos + length > body.length) {
          throw badRequest('envelope: bad item length')
        }
        payloadText = decoder.decode(body.subarray(pos, pos + length))
        pos += length
        if (body[pos] === 0x0a) pos += 1
      } else payloadText = line()
      if (items.length >= MAX_ENVELOPE_ITEMS) throw badRequest('envelope: too many items')
      // Only events are read; other items (sessions, client reports, attachments) are skipped.
      const payload = itemHeader.type === 'event' ? json(payloadText, 'event') : null
      items.push({ type: itemHeader.type, payload })
    }
  } catch (error) {
    if (error instanceof ApiFailure) throw error
    throw badRequest('envelope: not UTF-8 text')
  }
  if (!isRecord(header)) throw badRequest('envelope: header is not an object')
  return { header, items }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The tags of an event, as strings, bounded (Sentry sends an object; older SDKs pairs). */
function eventTags(raw: unknown): Record<string, string> {
  const entries: [string, unknown][] = Array.isArray(raw)
    ? raw.filter((p): p is [string, unknown] => Array.isArray(p) && typeof p[0] === 'string')
    : isRecord(raw)
      ? Object.entries(raw)
      : []
  const tags: Record<string, string> = {}
  for (const [k, v] of entries.slice(0, MAX_TAGS)) {
    if (v === null || typeof v === 'object') continue
    tags[k.slice(0, MAX_TAG_LENGTH)] = String(v).slice(0, MAX_TAG_LENGTH)
  }
  return tags
}

/** The message of an event: its message, else the first exception's `type: value`. */
function eventMessage(event: Record<string, unknown>): string | null {
  const m = event.message
  if (typeof m === 'string') return m.slice(0, MAX_MESSAGE)
  if (isRecord(m) && typeof m.formatted === 'string') return m.formatted.slice(0, MAX_MESSAGE)
  const values = isRecord(event.exception) ? event.exception.values : undefined
  const first = Array.isArray(values) ? (values[values.length - 1] as unknown) : undefined
  if (isRecord(first)) {
    const text = [first.type, first.value].filter((p) => typeof p === 'string').join(': ')
    return text ? text.slice(0, MAX_MESSAGE) : null
  }
  return null
}

/** The brand whose error-reporting dsn has this project and key, or null. */
async function brandOfProject(deps: Deps, project: number, key: string): Promise<string | null> {
  const rows = await deps.db.query<{ client: string; dsn: string }>(
    `SELECT client, settings #>> '{errorReporting,dsn}' AS dsn FROM brands
      WHERE settings #>> '{errorReporting,dsn}' LIKE $1`,
    [`%/${project}`],
  )
  for (const row of rows) {
    const dsn = parseDsn(row.dsn)
    if (dsn && dsn.project === project && dsn.key === key) return row.client
  }
  return null
}

export function telemetryRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/statistics', async (c) => {
    const body = validateBody<StatisticsBody>('statistics', await readJson(c), c.var.locale)
    const date = new Date(body.date)
    if (Number.isNaN(date.getTime())) throw badRequest('date')
    const { brand, session } = c.var
    await deps.db.query(
      `INSERT INTO statistics_events (client, action, entity_id, date, id_device, id_user)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        brand.client,
        body.action,
        body.id === undefined || body.id === null ? null : String(body.id),
        date.toISOString(),
        session?.idDevice ?? null,
        session?.idUser ?? null,
      ],
    )
    return ok(c, {})
  })

  api.post('/session-recording', async (c) => {
    const body = validateBody<RecordingBody>('session-recording', await readJson(c), c.var.locale)
    const { brand, session } = c.var
    // A recording is one device's: only a registered device (a guest's too) may send it.
    if (!session) throw new ApiFailure(401, 'need_register', 'needRegister')
    const rows = await deps.db.query(
      `INSERT INTO session_recordings (client, session, seq, id_device, events, event_count)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)
       ON CONFLICT (client, session, seq) DO NOTHING RETURNING id`,
      [
        brand.client,
        body.session,
        body.seq,
        session.idDevice,
        JSON.stringify(body.events),
        body.events.length,
      ],
    )
    return ok(c, { stored: rows.length > 0 })
  })

  api.get('/admin/statistics', async (c) => {
    requireAdmin(c)
    const rows = await deps.db.query<{ action: string; entity_id: string | null; date: Date }>(
      `SELECT action, entity_id, date FROM statistics_events WHERE client = $1 ORDER BY id`,
      [c.var.brand.client],
    )
    const events = rows.map((r) => ({
      action: r.action,
      id: r.entity_id,
      date: new Date(r.date).toISOString(),
    }))
    return ok(c, { events })
  })

  api.get('/admin/error-events', async (c) => {
    requireAdmin(c)
    const rows = await deps.db.query<{
      event_id: string
      level: string | null
      message: string | null
      tags: Record<string, string>
    }>(`SELECT event_id, level, message, tags FROM error_events WHERE client = $1 ORDER BY id`, [
      c.var.brand.client,
    ])
    const events = rows.map((r) => ({
      eventId: r.event_id,
      level: r.level,
      message: r.message,
      tags: r.tags,
    }))
    return ok(c, { events })
  })

  api.get('/admin/session-recordings', async (c) => {
    requireAdmin(c)
    const rows = await deps.db.query<{ session: string; batches: number; events: number }>(
      `SELECT session, count(*)::int AS batches, sum(event_count)::int AS events,
              min(id) AS first
         FROM session_recordings WHERE client = $1 GROUP BY session ORDER BY first`,
      [c.var.brand.client],
    )
    return ok(c, {
      sessions: rows.map((r) => ({ session: r.session, batches: r.batches, events: r.events })),
    })
  })
}

/** The Sentry-protocol ingest (outside the mobile API: the SDK builds the path from the dsn). */
export function ingestRoutes(app: Hono<BaseEnv>, deps: Deps) {
  // The SDK posts from the app's page, which may be another origin than the dsn's.
  app.use(
    '/api/*',
    cors({
      origin: '*',
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'X-Sentry-Auth'],
      maxAge: 86400,
    }),
  )
  app.post('/api/:project/envelope/', async (c) => {
    const project = c.req.param('project')
    if (!/^\d{1,9}$/.test(project)) throw new ApiFailure(404, 'not_found', 'notFound')
    const key = sentryKey(c)
    const client = key ? await brandOfProject(deps, Number(project), key) : null
    if (!client) throw new ApiFailure(403, 'forbidden', 'adminForbidden')
    const { header, items } = parseEnvelope(new Uint8Array(await c.req.arrayBuffer()))
    let lastId: string | null = null
    for (const item of items) {
      if (item.type !== 'event') continue
      const event = item.payload
      if (
        !isRecord(event) ||
        typeof event.event_id !== 'string' ||
        !EVENT_ID.test(event.event_id)
      ) {
        throw badRequest('envelope: an event needs an event_id')
      }
      // NUL or a lone surrogate anywhere: a 400, as for every JSON body (server/guard.ts).
      assertCleanText(event, 'event')
      const text = JSON.stringify(event)
      const level = typeof event.level === 'string' ? event.level.slice(0, 20) : null
      await deps.db.query(
        `INSERT INTO error_events (project, client, event_id, level, message, tags, payload)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)
         ON CONFLICT (project, event_id) DO NOTHING`,
        [
          Number(project),
          client,
          event.event_id,
          level,
          eventMessage(event),
          JSON.stringify(eventTags(event.tags)),
          text,
        ],
      )
      lastId = event.event_id
    }
    const headerId =
      isRecord(header) && typeof header.event_id === 'string' ? header.event_id : null
    return c.json({ id: lastId ?? headerId })
  })
}
