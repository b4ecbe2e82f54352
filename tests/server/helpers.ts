/**
 * Server test helpers. Each test file gets its own database: an in-memory PGlite, or — when
 * DATABASE_URL is set — its own database in that PostgreSQL, dropped on close. `testDb` is empty
 * (migration and seed tests); `testApp` starts from the migrated and seeded copy the global setup
 * made once for the run (tests/server/global-setup.ts).
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { createApp } from '../../server/app.ts'
import type { AppOptions } from '../../server/context.ts'
import { openDb, pgliteDb, type Db } from '../../server/db/db.ts'
import { databaseUrlFor } from './template.ts'

export const API = 'http://localhost/rest/mobile/v53'

export async function testDb(): Promise<Db> {
  const url = process.env.DATABASE_URL
  if (!url) return openDb({ dataDir: null })
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = await openDb({ databaseUrl: url })
  await admin.exec(`CREATE SCHEMA ${schema}`)
  const db = await openDb({
    databaseUrl: url,
    pgOptions: { options: `-c search_path=${schema}`, max: 4 },
  })
  return {
    ...db,
    async close() {
      await db.close()
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    },
  }
}

/** A database migrated and seeded: a copy of the run's template (see global-setup.ts). */
export async function seededDb(): Promise<Db> {
  const template = inject('serverDbTemplate')
  if (template.kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite')
    const pg = await PGlite.create({ loadDataDir: new Blob([readFileSync(template.file)]) })
    return pgliteDb(pg)
  }
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('the global setup made a PostgreSQL template but DATABASE_URL is gone')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = await openDb({ databaseUrl: url, pgOptions: { max: 1 } })
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template.name}`)
  const db = await openDb({ databaseUrl: databaseUrlFor(url, name), pgOptions: { max: 4 } })
  return {
    ...db,
    async close() {
      await db.close()
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`)
      await admin.close()
    },
  }
}

export async function testApp(opts: Partial<AppOptions> = {}) {
  const db = await seededDb()
  const logs: string[] = []
  const app = createApp({ db, demo: true, log: (m) => logs.push(m), ...opts })
  return { db, app, logs }
}

export type TestApp = Awaited<ReturnType<typeof testApp>>['app']

interface CallOptions {
  method?: 'GET' | 'POST' | 'OPTIONS'
  body?: unknown
  /** Sent as `?client=` */
  client?: string
  host?: string
  token?: string
  headers?: Record<string, string>
}

/** Calls a mobile API route (`path` without the /rest/mobile/v53/ prefix). */
export async function call(app: TestApp, path: string, opts: CallOptions = {}) {
  const url = new URL(`${API}/${path}`)
  // node-server builds the request URL from the Host header: the tests do the same.
  if (opts.host) url.host = opts.host
  if (opts.client) url.searchParams.set('client', opts.client)
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`
  let body: string | undefined
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
    headers['Content-Type'] = 'application/json'
  }
  const res = await app.request(url.toString(), {
    method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  })
  const text = await res.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text)
  } catch {
    /* not JSON */
  }
  return { res, status: res.status, json, text }
}

/** Registers a device and returns its token and idDevice. */
export async function registerDevice(app: TestApp, client: string, key = randomKey()) {
  const r = await call(app, 'device-register', {
    client,
    body: { key, os: 'web', name: 'Google', model: 'Chrome', version: '130', pwa: false },
  })
  const user = r.json.user as { idDevice: number }
  return { key, token: r.json.authToken as string, idDevice: user.idDevice, response: r }
}

export function randomKey() {
  return crypto.randomUUID()
}

/** A GET of the image route (or any path) on the test app, with optional headers. */
export function getImage(app: TestApp, path: string, headers: Record<string, string> = {}) {
  return app.request(`http://localhost${path}`, { headers })
}

/** The width and height an SVG answer declares, or null. */
export function svgSize(svg: string) {
  const m = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null
}
