// Shared helpers of `npm run bench` (scripts/bench.mjs): a free port, the reference server on
// it serving the build, Chromium, and the figures each section reports.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { gzipSync } from 'node:zlib'

export const gz = (code) => gzipSync(Buffer.from(code), { level: 9 }).length
export const kb = (n) => `${(n / 1024).toFixed(1)} kB`

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

/**
 * Starts the reference server (demo seed, in-memory PGlite unless `env.DATABASE_URL`) serving
 * `dist`, waits until it answers, and returns its base URL and a stop function.
 */
export async function startServer(env = {}) {
  const port = await freePort()
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory',
      DEMO: '1',
      DIST_DIR: 'dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const stop = () => server.kill('SIGTERM')
  process.on('exit', stop)
  const base = `http://localhost:${port}`
  let gone = false
  void exited.then(() => (gone = true))
  // Migrating and seeding take seconds on a quiet machine, a minute on a busy one.
  for (let i = 0; i < 1200 && !gone; i++) {
    try {
      // An image needs neither the build nor a brand: the server is up once it answers.
      if ((await fetch(`${base}/rest/image/ready/0/16/scale.png`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  if (gone) throw new Error(`the server on :${port} exited before it answered`)
  return { base, port, stop, exited }
}

/**
 * A brand's own address on the bench's server: `http://<client>.localhost:<port>` (Chromium
 * resolves it). Not `localhost/?client=`, which turns developer mode on and makes every API call
 * and picture cross-origin (the brand's API lives on its own host): a preflight per call, and
 * pictures the CSP blocks.
 */
export const brandBase = (base, client) => base.replace('//localhost', `//${client}.localhost`)

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * One figure of the bench's summary: what was measured, its value (printed with `unit`), the
 * target (`max` or `min`) and whether it is met. `floor` is the same figure on a trivial page,
 * where a section has one.
 */
export function figure(label, value, { unit = '', max, min, floor, digits = 0 } = {}) {
  const met =
    typeof value !== 'number' || Number.isNaN(value)
      ? false
      : (max === undefined || value <= max) && (min === undefined || value >= min)
  return { label, value, unit, max, min, floor, digits, met }
}

const DEMO_USERNAME = '79990000001'
const DEMO_PASSWORD = 'demo1234'

/** A REST call of the app's API on the bench's server, as the app makes it. */
export async function rest(base, client, call, body, token, lang) {
  const headers = { 'Content-Type': 'application/json' }
  if (lang) headers['Accept-Language'] = lang
  if (token) headers.Authorization = `Bearer ${token}`
  const r = await fetch(`${base}/rest/mobile/v53/${call}?client=${client}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  const json = await r.json().catch(() => null)
  if (!r.ok) throw new Error(`${call} on ${client}: ${r.status} ${JSON.stringify(json)}`)
  return json
}

/** The demo customer's token on a new device: by password, else by the demo server's code. */
export async function signInByRest(base, client) {
  const key = crypto.randomUUID()
  const device = await rest(base, client, 'device-register', { key, os: 'android' })
  const deviceToken = device.authToken
  const auth = (password) =>
    rest(base, client, 'user-auth', { username: DEMO_USERNAME, password, authToken: deviceToken })
  try {
    return { key, token: (await auth(DEMO_PASSWORD)).authToken }
  } catch {
    const sent = await rest(base, client, 'user-send-sms', {
      username: DEMO_USERNAME,
      authToken: deviceToken,
    })
    return { key, token: (await auth(sent.debug?.code ?? '11111')).authToken }
  }
}

/**
 * A fresh context the size of Lighthouse's phone with `stored` in the brand's localStorage
 * (entries already there are kept), and its page. With `visitFirst` (a URL) the page opens it
 * once and waits until app data is cached and the network is quiet: a second start's state.
 */
export async function phonePage(browser, client, stored, visitFirst = null) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  try {
    await context.addInitScript(
      ([c, entries]) => {
        for (const [k, v] of Object.entries(entries))
          if (localStorage.getItem(`${c}:${k}`) === null)
            localStorage.setItem(`${c}:${k}`, JSON.stringify(v))
      },
      [client, stored],
    )
    const page = await context.newPage()
    if (visitFirst) {
      await page.goto(visitFirst)
      await page.waitForFunction((c) => localStorage.getItem(`${c}:appData`), client, {
        timeout: 60_000,
      })
      await page.waitForLoadState('networkidle')
    }
    return { context, page }
  } catch (error) {
    await context.close()
    throw error
  }
}
