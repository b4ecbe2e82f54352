// Where a page's JavaScript time goes (issue 16, TBT): opens a page in Chromium (Pixel 7
// profile, CPU slowed 4x like Lighthouse's phone), records a CPU profile (CDP Profiler) until the
// network has been quiet for 5 s, and sums self time by function and by script, plus the
// long tasks the page saw (PerformanceObserver). Not part of `npm run bench` (its figures are
// Lighthouse's): a tool to find what to fix.
// Usage: node scripts/bench/profile-home.mjs <url> [out.cpuprofile] (a server must serve it).
// Environment: PROFILE_STORAGE localStorage entries of the page's origin as JSON, e.g.
// '{"pizzeria-msk:secondRun":true}'; PROFILE_TRACE=<file> also records a Chrome trace and sums
// the page's renderer main thread by *thread time* (what a shared machine's load does not
// inflate: read it, not the wall times, when other engineers' builds run); PROFILE_IMAGE=<file>
// answers every image-route picture with that file (an experiment); PROFILE_CPU the slowdown
// (default 4); PROFILE_QUIET the quiet network time that ends it; PROFILE_SHOT a screenshot.
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium, devices } from '@playwright/test'
import { chromiumPath } from './lib.mjs'

const [url, out = '/tmp/home.cpuprofile'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: chromiumPath() })
const context = await browser.newContext({ ...devices['Pixel 7'] })
const storage = JSON.parse(process.env.PROFILE_STORAGE ?? '{}')
await context.addInitScript((entries) => {
  if (!sessionStorage.getItem('profile-seeded')) {
    sessionStorage.setItem('profile-seeded', '1')
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, JSON.stringify(v))
  }
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) })
  }).observe({ type: 'longtask', buffered: true })
}, storage)
// An experiment: every picture of the image route answered by one file (PROFILE_IMAGE, e.g. a
// WebP), to compare the main thread's time with and without the route's SVGs.
if (process.env.PROFILE_IMAGE) {
  const body = readFileSync(process.env.PROFILE_IMAGE)
  const type = process.env.PROFILE_IMAGE.endsWith('.svg') ? 'image/svg+xml' : 'image/webp'
  await context.route('**/rest/image/**', (route) => route.fulfill({ body, contentType: type }))
}
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROFILE_CPU ?? 4) })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
// PROFILE_TRACE=<file>: a Chrome trace too, its renderer main thread summed by event (self time).
const tracing = process.env.PROFILE_TRACE
if (tracing)
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8'],
  })
await page.goto(url, { waitUntil: 'load', timeout: 180_000 })
// The app's calls and chunks come after `load`: wait for the network to stay quiet (PROFILE_QUIET
// ms, default 5000: on a busy machine the main thread may hold the next request back that long).
let last = Date.now()
page.on('request', () => (last = Date.now()))
page.on('requestfinished', () => (last = Date.now()))
while (Date.now() - last < Number(process.env.PROFILE_QUIET ?? 5000))
  await new Promise((r) => setTimeout(r, 250))
if (process.env.PROFILE_SHOT) await page.screenshot({ path: process.env.PROFILE_SHOT })
const { profile } = await cdp.send('Profiler.stop')
const trace = tracing ? await browser.stopTracing() : null
if (trace) writeFileSync(tracing, trace)
const longTasks = await page.evaluate(() => window.__longTasks)
writeFileSync(out, JSON.stringify(profile))
await browser.close()

// Self time per node from the samples.
const dt = new Map()
profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)))
const byFn = new Map()
const byUrl = new Map()
for (const n of profile.nodes) {
  const t = dt.get(n.id) ?? 0
  const { functionName, url: u, lineNumber, columnNumber } = n.callFrame
  const file = u ? u.replace(/^.*\//, '') : `(${functionName || 'native'})`
  const fn = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`
  byFn.set(fn, (byFn.get(fn) ?? 0) + t)
  byUrl.set(file, (byUrl.get(file) ?? 0) + t)
}
const ms = (us) => `${(us / 1000).toFixed(0).padStart(6)} ms`
const top = (m, n) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)
console.log('self time by script:')
for (const [k, v] of top(byUrl, 15)) console.log(`  ${ms(v)}  ${k}`)
console.log('self time by function:')
for (const [k, v] of top(byFn, 30)) console.log(`  ${ms(v)}  ${k.slice(0, 110)}`)
const blocking = longTasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0)
console.log(
  `long tasks: ${longTasks.length}, blocking ${blocking} ms (after the first 50 ms of each)`,
)
for (const t of longTasks.slice(0, 20))
  console.log(`  ${String(t.duration).padStart(5)} ms at ${t.start} ms`)
if (trace) {
  const events = JSON.parse(trace.toString()).traceEvents
  // The page's renderers: those that fetched from its origin (not Chromium's own pages).
  const origin = new URL(url).origin
  const pids = new Set(
    events
      .filter(
        (e) => e.name === 'ResourceFetcher::requestResource' && e.args?.url?.startsWith(origin),
      )
      .map((e) => e.pid),
  )
  const mains = new Set(
    events
      .filter(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pids.has(e.pid),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const evs = events
    .filter((e) => e.ph === 'X' && e.dur && mains.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  // Thread time (`tdur`: the CPU the thread used), not wall time: on a shared machine a task's
  // wall time includes the time other processes had the CPU; its thread time does not.
  const stacks = new Map()
  for (const e of evs) {
    const stack = stacks.get(`${e.pid}:${e.tid}`) ?? []
    stacks.set(`${e.pid}:${e.tid}`, stack)
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop()
    e.parent = stack.at(-1)
    if (e.parent) e.parent.childTdur = (e.parent.childTdur ?? 0) + (e.tdur ?? 0)
    stack.push(e)
  }
  const self = new Map()
  for (const e of evs)
    self.set(e.name, (self.get(e.name) ?? 0) + (e.tdur ?? 0) - (e.childTdur ?? 0))
  /** Thread time of the outermost events that match (nested matches counted once). */
  const inclusive = (test) =>
    evs
      .filter((e) => test(e.name) && !(e.parent && test(e.parent.name)))
      .reduce((sum, e) => sum + (e.tdur ?? 0), 0)
  const total = evs.filter((e) => !e.parent).reduce((sum, e) => sum + (e.tdur ?? 0), 0)
  const fetches = new Map()
  for (const e of evs.filter((e) => e.name === 'ResourceFetcher::requestResource')) {
    const u = String(e.args?.url ?? '?')
    const kind = u.startsWith('data:')
      ? u.slice(0, u.search(/[;,]/))
      : /\/rest\/image\//.test(u)
        ? 'image route'
        : /\.css$/.test(u)
          ? 'stylesheet'
          : /\.m?js$/.test(u)
            ? 'script'
            : 'other'
    const [t, n] = fetches.get(kind) ?? [0, 0]
    fetches.set(kind, [t + (e.tdur ?? 0), n + 1])
  }
  console.log(`page's renderer main thread: ${ms(total)} of thread time`)
  const budget = {
    'scripts (evaluate, calls, timers, events)':
      /^(FunctionCall|EvaluateScript|v8\.evaluateModule|v8\.callFunction|TimerFire|EventDispatch|FireAnimationFrame|v8\.compileModule)$/,
    'requests (ResourceFetcher::requestResource)': /^ResourceFetcher::requestResource$/,
    'style and layout':
      /^(Document::recalcStyle|UpdateLayoutTree|LocalFrameView::performLayout|Layout)$/,
    paint: /^(Paint|LocalFrameView::RunPaintLifecyclePhase|Blink\.Paint\.UpdateTime)$/,
    'SVG images (isolated documents)': /SVG/,
    'image paint and decode': /^(PaintImage|Decode Image|ImageDecodeTask)$/,
  }
  for (const [label, re] of Object.entries(budget))
    console.log(`  ${ms(inclusive((n) => re.test(n)))}  ${label}`)
  for (const [kind, [t, n]] of fetches) console.log(`    ${ms(t)}  ${n} requests: ${kind}`)
  console.log('self thread time by trace event:')
  for (const [k, v] of top(self, 15)) console.log(`  ${ms(v)}  ${k}`)
}
