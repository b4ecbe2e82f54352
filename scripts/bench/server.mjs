// Server section of `npm run bench` (issue 16): requests/s and p99 latency of the reference
// server under load, with autocannon in this process and the server in its own process(es).
// Calls: app data (guest and signed in, ru and en) and a products page (pizzeria-msk, 10
// products). Back ends: PGlite (in memory), PostgreSQL (DATABASE_URL, else a throwaway cluster
// from scripts/pg-temp.mjs when PostgreSQL is installed; said clearly when it is not), and
// PostgreSQL in cluster mode (WORKERS=auto: one process per core); app data and the products
// page again as a browser asks (Accept-Encoding: br, so compression is measured too). Targets: on PostgreSQL app
// data >= 2,000 rps, a products page >= 1,500 rps, p99 <= 50 ms; PGlite no worse than half.
// BENCH_SERVER_SECONDS (default 5) sets each run's length; BENCH_SERVER_CALLS (a comma list of
// parts of call names, e.g. `guest,br`) and BENCH_SERVER_BACKENDS (`pglite,postgres,cluster`)
// run only some of them, for a quick before/after of one path.
import autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import { cpus } from 'node:os'
import pg from 'pg'
import { startTempPostgres } from '../pg-temp.mjs'
import { figure, freePort, startServer } from './lib.mjs'

const API = '/rest/mobile/v53'
const CLIENT = 'pizzeria-msk'
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS || 5)
const CONNECTIONS = 32
const TARGET = { app: 2000, products: 1500, p99: 50 }
const listOf = (value) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : null
const CALLS = listOf(process.env.BENCH_SERVER_CALLS)
const BACKENDS = listOf(process.env.BENCH_SERVER_BACKENDS)
const runs = (backend) => !BACKENDS || BACKENDS.includes(backend)

async function post(base, path, body, headers = {}) {
  const r = await fetch(`${base}${API}/${path}?client=${CLIENT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return r.json()
}

/** A signed-in token of the demo user (demo mode answers the code as debug.code). */
async function signIn(base) {
  const key = randomBytes(16).toString('hex')
  const { authToken } = await post(base, 'device-register', { key, os: 'web', pwa: true })
  const username = '79990000001'
  const sent = await post(base, 'user-send-sms', { username, authToken })
  const code = sent.debug?.code ?? '11111'
  const auth = await post(base, 'user-auth', { username, password: code, authToken })
  if (!auth.authToken) throw new Error(`bench sign-in failed: ${JSON.stringify(auth)}`)
  return auth.authToken
}

function load(base, { path, body, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${API}/${path}?client=${CLIENT}`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
        connections: CONNECTIONS,
        duration: SECONDS,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

async function measure(base, label) {
  const token = await signIn(base)
  const calls = {
    'app data, guest, ru': { path: 'app', body: {}, headers: { 'Accept-Language': 'ru' } },
    'app data, guest, en': { path: 'app', body: {}, headers: { 'Accept-Language': 'en' } },
    'app data, signed in, ru': {
      path: 'app',
      body: {},
      headers: { 'Accept-Language': 'ru', Authorization: `Bearer ${token}` },
    },
    'app data, signed in, en': {
      path: 'app',
      body: {},
      headers: { 'Accept-Language': 'en', Authorization: `Bearer ${token}` },
    },
    'products page': {
      path: 'get-products',
      // «Классические» pizzas: a full page of 10 (category 1 is a parent with no products).
      body: { category: 11, branch: 1, limit: 10, offset: 0 },
      headers: { 'Accept-Language': 'ru' },
    },
    // What a browser sends: compressed answers (app data compressed per request, a products page
    // compressed once and kept).
    'app data, signed in, br': {
      path: 'app',
      body: {},
      headers: {
        'Accept-Language': 'ru',
        'Accept-Encoding': 'gzip, deflate, br',
        Authorization: `Bearer ${token}`,
      },
    },
    'products page, br': {
      path: 'get-products',
      body: { category: 11, branch: 1, limit: 10, offset: 0 },
      headers: { 'Accept-Language': 'ru', 'Accept-Encoding': 'gzip, deflate, br' },
    },
  }
  const out = {}
  for (const [name, spec] of Object.entries(calls)) {
    if (CALLS && !CALLS.some((part) => name.includes(part))) continue
    // A short warm-up (JIT, caches, pool) before the measured run.
    await load(base, spec).catch(() => undefined)
    const r = await load(base, spec)
    const bad = r.non2xx + r.errors + r.timeouts
    if (
      name === 'products page' &&
      r.requests.total > 0 &&
      r.throughput.total / r.requests.total < 1000
    )
      console.log('  (the products page answered no products: check the category)')
    out[name] = { rps: r.requests.average, p99: r.latency.p99, bad }
    console.log(
      `  ${label.padEnd(22)} ${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(6)} rps  p99 ${String(r.latency.p99).padStart(4)} ms${bad ? `  (${bad} failed)` : ''}`,
    )
  }
  return out
}

function figuresOf(label, results, factor) {
  const figures = []
  for (const [name, r] of Object.entries(results)) {
    const min = (name.startsWith('products page') ? TARGET.products : TARGET.app) * factor
    figures.push(figure(`${label}: ${name}`, r.rps, { unit: 'rps', min }))
    figures.push(figure(`${label}: ${name} p99`, r.p99, { unit: 'ms', max: TARGET.p99 / factor }))
  }
  return figures
}

/** A fresh database on the PostgreSQL at `url` (dropped by the returned function). */
async function freshDatabase(url) {
  const name = `bench_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const u = new URL(url)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

async function withServer(env, label, fn) {
  const server = await startServer({ SEED: '1', ...env })
  try {
    return await fn(server.base, label)
  } finally {
    server.stop()
    await server.exited
  }
}

export default async function server() {
  console.log(
    `\nServer (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per call, ${cpus().length} cores)`,
  )
  const data = {}
  const figures = []

  if (runs('pglite')) {
    data.pglite = await withServer({ DATABASE_URL: '' }, 'PGlite', measure)
    figures.push(...figuresOf('PGlite', data.pglite, 0.5))
  }

  let url = process.env.DATABASE_URL
  let temp = null
  if (!url && (runs('postgres') || runs('cluster'))) {
    try {
      temp = startTempPostgres({ port: await freePort() })
      url = temp.url
    } catch (error) {
      console.log(`  PostgreSQL: not measured — no DATABASE_URL and ${error.message}`)
      data.postgres = { skipped: String(error.message) }
    }
  }
  if (url) {
    const db = await freshDatabase(url)
    try {
      if (runs('postgres')) {
        data.postgres = await withServer({ DATABASE_URL: db.url }, 'PostgreSQL', measure)
        figures.push(...figuresOf('PostgreSQL', data.postgres, 1))
      }
      if (runs('cluster')) {
        data.cluster = await withServer(
          { DATABASE_URL: db.url, WORKERS: 'auto' },
          `PostgreSQL, ${cpus().length} workers`,
          measure,
        )
        figures.push(...figuresOf(`PostgreSQL cluster`, data.cluster, 1))
      }
    } finally {
      await db.drop().catch(() => undefined)
      temp?.stop()
    }
  }
  return { name: 'server', figures, data }
}
