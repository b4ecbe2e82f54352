// Taps on + in the 1,040-product category (issue 16, INP), to find what a tap costs: each + is
// found before the tap and tapped at its place (no Playwright locator work on the page's main
// thread during the interaction), the CPU slowed (THROTTLE, default 4), and the event timing
// entries of each interaction printed (input delay, processing, presentation). RENDERS=1 counts
// the React components rendered per tap (a devtools hook: its walk slows the page, read no
// timings then); PROFILE=<file> a CPU profile, TRACE=<file> a Chrome trace of the taps; TAPS how
// many (default 6); DIST_DIR the build to serve (default dist; an unminified one,
// `npx vite build --minify false --outDir <dir>`, names the functions). Not part of
// `npm run bench`: a tool, like profile-home.mjs. Usage: node scripts/bench/probe-taps.mjs
import { chromium, devices } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { brandBase, chromiumPath, startServer } from './lib.mjs'

const THROTTLE = Number(process.env.THROTTLE ?? 4)
const TAPS = Number(process.env.TAPS ?? 6)
const server = await startServer({ DIST_DIR: process.env.DIST_DIR ?? 'dist' })
const client = 'pizzeria-msk'
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
})
try {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    serviceWorkers: 'block',
    locale: 'ru-RU',
  })
  await context.addInitScript(
    ([c, renders]) => {
      localStorage.setItem(`${c}:secondRun`, 'true')
      localStorage.setItem(`${c}:locale`, JSON.stringify('ru'))
      window.__events = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__events.push({
            name: e.name,
            id: e.interactionId,
            start: e.startTime,
            duration: e.duration,
            input: e.processingStart - e.startTime,
            processing: e.processingEnd - e.processingStart,
            present: e.startTime + e.duration - e.processingEnd,
          })
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 })
      if (!renders) return
      window.__renders = new Map()
      window.__commits = 0
      let prev = new WeakSet()
      const nameOf = (f) => {
        const t = f.type
        if (!t) return null
        if (typeof t === 'function') return t.displayName || t.name || 'anon'
        if (typeof t === 'object') {
          const inner = t.type || t.render
          return (t.displayName || inner?.displayName || inner?.name || 'memo') + ''
        }
        return null
      }
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          return 1
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_id, root) {
          window.__commits++
          const seen = new WeakSet()
          const stack = [root.current]
          while (stack.length) {
            const f = stack.pop()
            seen.add(f)
            if (!prev.has(f) && f.flags & 1) {
              const n = nameOf(f)
              if (n && window.__counting)
                window.__renders.set(n, (window.__renders.get(n) ?? 0) + 1)
            }
            if (f.sibling) stack.push(f.sibling)
            if (f.child) stack.push(f.child)
          }
          prev = seen
        },
      }
    },
    [client, Boolean(process.env.RENDERS)],
  )
  const page = await context.newPage()
  await page.goto(`${brandBase(server.base, client)}/catalog/category/9`)
  const list = page.getByRole('list', { name: 'Маркет' })
  await list.getByRole('listitem').first().waitFor()
  await page.waitForTimeout(3000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  if (process.env.TRACE)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8'],
    })
  if (process.env.PROFILE) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
  }
  const t0 = await page.evaluate(() => performance.now())
  await page.evaluate(() => (window.__counting = true))
  const perTap = []
  for (let i = 0; i < TAPS; i++) {
    // the next visible +, found before the tap
    const box = await page.evaluate(() => {
      for (const b of document.querySelectorAll('button[aria-label^="В корзину: "]')) {
        const r = b.getBoundingClientRect()
        const x = r.x + r.width / 2
        const y = r.y + r.height / 2
        if (
          r.top > 60 &&
          r.bottom < 840 &&
          document.elementFromPoint(x, y)?.closest('button') === b
        )
          return { x, y }
      }
      return null
    })
    if (!box) {
      await page.mouse.move(200, 400)
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(1500)
      continue
    }
    await page.waitForTimeout(800)
    if (process.env.RENDERS) await page.evaluate(() => window.__renders.clear())
    await page.mouse.click(box.x, box.y)
    await page.waitForTimeout(1200)
    if (process.env.RENDERS)
      perTap.push(
        await page.evaluate(() =>
          [...window.__renders.entries()]
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => `${k}×${v}`)
            .join(' '),
        ),
      )
  }
  if (process.env.PROFILE) {
    const { profile } = await cdp.send('Profiler.stop')
    writeFileSync(process.env.PROFILE, JSON.stringify(profile))
  }
  const trace = process.env.TRACE ? await browser.stopTracing() : null
  if (trace) writeFileSync(process.env.TRACE, trace)
  const events = await page.evaluate((t) => window.__events.filter((x) => x.start >= t), t0)
  const byId = new Map()
  for (const e of events) {
    if (!e.id) continue
    byId.set(e.id, [...(byId.get(e.id) ?? []), e])
  }
  console.log(`throttle ${THROTTLE}x, interactions ${byId.size}`)
  for (const [id, es] of byId) {
    const worst = es.reduce((a, b) => (b.duration > a.duration ? b : a))
    console.log(
      `  #${id} ${Math.round(worst.duration)} ms: ` +
        es
          .map(
            (e) =>
              `${e.name}(in ${Math.round(e.input)} + proc ${Math.round(e.processing)} + pres ${Math.round(e.present)})`,
          )
          .join('; '),
    )
  }
  for (const r of perTap) console.log('  renders:', r)
  await context.close()
} finally {
  await browser.close()
  server.stop()
}
