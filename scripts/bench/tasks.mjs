// The main thread's long tasks of one start, and what runs in each (issue 16, session 19): a
// Chrome trace and a CPU profile of a page at 4x CPU on a phone profile (Pixel 7); for every
// top-level task over 12.5 ms of thread time (50 ms at 4x), its thread time, the profile's self
// time by function (with line) and the app's frames by inclusive samples, and the trace's events
// in it (style, layout, paint, parse). Serve a names build (`vite build --minify false --outDir
// dist-names`) for readable names. `signed`: signs the demo customer in by REST and makes a
// first visit that caches the app data, then measures the second start.
// Usage: node scripts/bench/tasks.mjs <url> [signed] (a server must serve it).
import { chromium, devices } from '@playwright/test'
import { chromiumPath, signInByRest } from './lib.mjs'
const [url, mode] = process.argv.slice(2)
const u = new URL(url)
const client = u.hostname.split('.')[0]
const base = `http://localhost:${u.port}`
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] })
const ctx = await browser.newContext({ ...devices['Pixel 7'], locale: 'ru-RU' })
const store = { secondRun: true, ageCheck: true }
if (mode === 'signed') {
  const { key, token } = await signInByRest(base, client)
  Object.assign(store, { uuid: key, authToken: token })
}
await ctx.addInitScript(
  ([c, entries]) => {
    if (!localStorage.getItem(c + ':ageCheck'))
      for (const [k, v] of Object.entries(entries))
        localStorage.setItem(`${c}:${k}`, JSON.stringify(v))
  },
  [client, store],
)
const page = await ctx.newPage()
if (mode === 'signed') {
  await page.goto(url)
  await page.waitForFunction((c) => localStorage.getItem(`${c}:appData`), client)
  await page.waitForTimeout(3000)
}
const cdp = await ctx.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
})
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(9000)
const { profile } = await cdp.send('Profiler.stop')
const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents
await browser.close()
const nav =
  trace.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTimingNavigationStart')
    ?.ts ?? Math.min(...trace.filter((e) => e.ph === 'X').map((e) => e.ts))
const mains = new Set(
  trace
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`),
)
const tasks = trace.filter(
  (e) =>
    e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`) && (e.tdur ?? 0) > 12500,
)
// samples with times
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
let t = profile.startTime
const samples = profile.samples.map((id, i) => {
  t += profile.timeDeltas[i]
  return [t, id]
})
const lcp = trace
  .filter((e) => e.name === 'largestContentfulPaint::Candidate')
  .map((e) => Math.round((e.ts - nav) / 1000))
console.log('LCP candidates', lcp.join(' '))
for (const task of tasks) {
  const inT = samples.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur)
  const self = new Map()
  const incl = new Map()
  for (const [, id] of inT) {
    const n = nodes.get(id)
    const f = n.callFrame
    const k = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`
    self.set(k, (self.get(k) ?? 0) + 1)
    const seen = new Set()
    let p = id
    while (p !== undefined) {
      const cf = nodes.get(p).callFrame
      if (cf.url.includes('/assets/')) {
        const kk = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\//, '')}`
        if (!seen.has(kk)) {
          seen.add(kk)
          incl.set(kk, (incl.get(kk) ?? 0) + 1)
        }
      }
      p = parent.get(p)
    }
  }
  const tms = task.tdur / 1000
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k}(${v})`)
      .join(', ')
  console.log(
    `${String(Math.round((task.ts - nav) / 1000)).padStart(6)} ms  thread ${tms.toFixed(0).padStart(4)} ms  samples ${inT.length}`,
  )
  console.log(`     self: ${top(self, 6)}`)
  const kids = new Map()
  for (const e of trace)
    if (
      e.ph === 'X' &&
      e.pid === task.pid &&
      e.tid === task.tid &&
      e.ts > task.ts &&
      e.ts < task.ts + task.dur &&
      e.name !== 'RunTask'
    )
      kids.set(e.name, (kids.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000)
  console.log(
    `     events: ${[...kids]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ')}`,
  )
  console.log(
    `     app:  ${top(
      [...incl].filter(
        ([k]) =>
          !/react-dom|^\(anon\) |runWithFiberInDEV|performWork|workLoop|flushWork|callback/.test(k),
      ),
      10,
    )}`,
  )
}
