// The home's start as a timeline (issue 16, session 19): React commits (a DevTools-hook stub:
// fibers rendered and the first component names), resources, paints, LCP candidates, long tasks,
// sections and labelled nodes as they are added to the page, and the high-priority pictures' loads,
// in order, for one start of a page on a phone profile (Pixel 7) at the given CPU slowdown. Not
// part of `npm run bench` (its figures are Lighthouse's): a tool to see what a start waits for.
// Usage: node scripts/bench/timeline.mjs <url> [cpu slowdown, default 1] (a server must serve
// it); ALL=1 also lists scripts and stylesheets.
import { chromium, devices } from '@playwright/test'
import { chromiumPath } from './lib.mjs'
const [url, cpu = '1'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: chromiumPath() })
const ctx = await browser.newContext({ ...devices['Pixel 7'], locale: 'ru-RU' })
await ctx.addInitScript(() => {
  const log = (window.__tl = [])
  const nameOf = (f) => {
    const t = f.type
    if (!t) return '?'
    if (typeof t === 'function') return t.displayName || t.name || 'Anon'
    const i = t.render || t.type
    return t.displayName || (i && (i.displayName || i.name)) || 'Anon'
  }
  function visit(next, prev, c, pr) {
    let r = pr
    if ([0, 1, 11, 14, 15].includes(next.tag)) {
      r = prev === null || (next.flags & 1) === 1
      if (r) {
        c.n++
        if (!pr) c.roots.add(nameOf(next))
      }
    }
    if (prev !== null && next.child === prev.child) return
    for (let ch = next.child; ch; ch = ch.sibling)
      visit(ch, prev === null ? null : ch.alternate, c, r)
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(r) {
      this.renderers.set(1, r)
      return 1
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root, prio) {
      const c = { n: 0, roots: new Set() }
      const cur = root.current
      try {
        visit(cur, cur.alternate, c, false)
      } catch {
        // a fiber shape this walk does not know: the commit is logged without its count
      }
      log.push([
        performance.now(),
        `commit p${prio} ${c.n} [${[...c.roots].slice(0, 6).join(',')}]`,
      ])
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  }
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      log.push([
        e.startTime,
        `res ${e.initiatorType} ${e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} (${Math.round(e.duration)})`,
      ])
  }).observe({ type: 'resource', buffered: true })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      log.push([
        e.startTime,
        `LCP ${e.element?.tagName} ${(e.url || '').replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}`,
      ])
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) log.push([e.startTime, `longtask ${Math.round(e.duration)}`])
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) log.push([e.startTime, `paint ${e.name}`])
  }).observe({ type: 'paint', buffered: true })
  document.addEventListener('DOMContentLoaded', () =>
    new MutationObserver((ms) => {
      for (const m of ms)
        for (const n of m.addedNodes)
          if (
            n.nodeType === 1 &&
            (n.matches('section,[aria-label]') || n.querySelector?.('section'))
          )
            log.push([
              performance.now(),
              `mount ${n.tagName} ${(n.getAttribute('aria-label') || n.querySelector('section')?.getAttribute('aria-label') || n.className).slice(0, 40)}`,
            ])
    }).observe(document.body, { childList: true, subtree: true }),
  )
  document.addEventListener(
    'load',
    (e) => {
      if (e.target.tagName === 'IMG' && e.target.getAttribute('fetchpriority') === 'high')
        log.push([performance.now(), `img load ${e.target.src.replace(/^https?:\/\/[^/]+/, '')}`])
    },
    true,
  )
})
const page = await ctx.newPage()
const cdp = await ctx.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpu) })
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(6000 * Number(cpu))
const tl = await page.evaluate(() => window.__tl)
tl.sort((a, b) => a[0] - b[0])
for (const [t, s] of tl)
  if (!/res (script|link|css)/.test(s) || process.env.ALL)
    console.log(String(Math.round(t)).padStart(6), s)
await browser.close()
