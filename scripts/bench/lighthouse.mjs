// Lighthouse section of `npm run bench` (issue 16): Lighthouse 13 (npm `lighthouse`), mobile form
// factor with its default simulated throttling (Moto G class phone, slow 4G) and its phone user
// agent, on Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium) through chrome-launcher.
// Pages, on the bench's server, each at the brand's own host (`<client>.localhost`, as a brand's
// domain; `localhost/?client=` would make every call cross-origin and turn developer mode on):
// - every demo brand's home as a guest on a first start (nothing stored but the welcome screen
//   and the age check passed: what a new customer sees after them), and signed in on a second
//   start (the demo customer's token from the REST calls and the app data the app cached on a
//   first visit; the HTTP cache is cleared, so the scripts come over the network again);
// - signed in on pizzeria-msk: a category page and the basket (one product in it, put there by
//   a tap on the product's + in the app before the audit);
// - the floor: a trivial static page served by the same server, measured in the same run.
// Figures per page against the targets: performance score, LCP, CLS, TBT, first
// contentful paint, bytes moved; the floor's value beside each. Details printed: the LCP element
// and the elements that shifted (Lighthouse's layout-shifts audit), to find what to fix.
// `BENCH_BRANDS=coffee,sushi` limits the brands (default: all four); `BENCH_LH_HOMES=1` audits
// the homes only (no category, no basket). `BENCH_LH_SAVE=<dir>` saves each report's JSON there
// and prints where the main thread went (Lighthouse's main-thread breakdown by category, script
// boot-up time by URL, the longest tasks): the figures to read before changing anything for TBT.
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { brandBase, chromiumPath, figure, rest, signInByRest } from './lib.mjs'

const BRANDS = ['pizzeria-msk', 'pizzeria-spb', 'coffee', 'sushi']
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
/** The targets (Lighthouse mobile). */
const TARGETS = { score: 95, lcp: 1800, cls: 0.02, tbt: 100, fcp: 1200 }

const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title></head><body><h1>A trivial page</h1><p>The floor of the bench's Lighthouse figures.</p></body></html>
`

const round = (n, d = 0) => Math.round(n * 10 ** d) / 10 ** d

function firstNode(value) {
  if (!value || typeof value !== 'object') return null
  if (value.type === 'node') return value
  for (const v of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstNode(v)
    if (found) return found
  }
  return null
}

function pick(lhr) {
  const a = lhr.audits
  // Lighthouse 13 names the LCP element in its LCP breakdown insight (a node item in its list).
  const lcpItem = firstNode(a['lcp-breakdown-insight']?.details)
  const shifts = (a['layout-shifts']?.details?.items ?? []).map((i) => ({
    score: round(i.score ?? 0, 4),
    node: i.node?.selector ?? i.node?.snippet ?? '?',
  }))
  return {
    score: round((lhr.categories.performance.score ?? 0) * 100),
    lcp: round(a['largest-contentful-paint'].numericValue),
    cls: round(a['cumulative-layout-shift'].numericValue, 3),
    tbt: round(a['total-blocking-time'].numericValue),
    fcp: round(a['first-contentful-paint'].numericValue),
    bytes: round(a['total-byte-weight'].numericValue),
    lcpElement: lcpItem ? `${lcpItem.selector ?? ''} ${lcpItem.snippet ?? ''}`.trim() : null,
    shifts,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings ?? [],
  }
}

/** The report as JSON in `dir`, and where the main thread went, printed. */
function saveReport(dir, label, lhr) {
  mkdirSync(dir, { recursive: true })
  const file = `${dir}/${label.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '')}.json`
  writeFileSync(file, JSON.stringify(lhr))
  const a = lhr.audits
  const ms = (n) => `${String(Math.round(n)).padStart(5)} ms`
  console.log(`      saved ${file}`)
  for (const i of (a['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 7))
    console.log(`      main thread ${ms(i.duration)}  ${i.groupLabel ?? i.group}`)
  for (const i of (a['bootup-time']?.details?.items ?? []).slice(0, 6))
    console.log(
      `      script ${ms(i.total)} (run ${ms(i.scripting)}, parse ${ms(i.scriptParseCompile)})  ${String(i.url).slice(-60)}`,
    )
  for (const i of (a['long-tasks']?.details?.items ?? []).slice(0, 6))
    console.log(
      `      long task ${ms(i.duration)} at ${ms(i.startTime)}  ${String(i.url).slice(-60)}`,
    )
}

/** The section's figures: every page's against the targets, beside the floor's. */
function summary(floor, pages) {
  const worst = (key, fn) => fn(...pages.map((p) => p[key]))
  const figures = []
  for (const p of pages) {
    figures.push(
      figure(`${p.label}: score`, p.score, { min: TARGETS.score, floor: floor.score }),
      figure(`${p.label}: LCP`, p.lcp, { unit: 'ms', max: TARGETS.lcp, floor: floor.lcp }),
      figure(`${p.label}: CLS`, p.cls, { max: TARGETS.cls, floor: floor.cls, digits: 3 }),
      figure(`${p.label}: TBT`, p.tbt, { unit: 'ms', max: TARGETS.tbt, floor: floor.tbt }),
      figure(`${p.label}: FCP`, p.fcp, { unit: 'ms', max: TARGETS.fcp, floor: floor.fcp }),
      figure(`${p.label}: KiB`, p.bytes / 1024, { unit: 'KiB', floor: floor.bytes / 1024 }),
    )
  }
  console.log(
    `  worst: score ${worst('score', Math.min)}, LCP ${worst('lcp', Math.max)} ms, CLS ${worst('cls', Math.max)}, TBT ${worst('tbt', Math.max)} ms, FCP ${worst('fcp', Math.max)} ms`,
  )
  return { name: 'lighthouse', figures, data: { floor, pages } }
}

export default async function lighthouseSection({ base }) {
  writeFileSync('dist/bench-floor.html', FLOOR_HTML)
  // On a busy machine the server may take longer than startServer waits: wait for it here.
  for (let i = 0; i < 360; i++) {
    const ok = await fetch(`${base}/bench-floor.html`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 500))
  }
  const brands = (process.env.BENCH_BRANDS?.split(',') ?? BRANDS).filter(Boolean)
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: FLAGS })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })

  /** Empties the brand's origin's storage and the HTTP cache, then stores `items` for it. */
  async function prepare(client, items = {}, visit) {
    const own = brandBase(base, client)
    const page = await browser.newPage()
    try {
      const cdp = await page.createCDPSession()
      await cdp.send('Storage.clearDataForOrigin', { origin: own, storageTypes: 'all' })
      await page.goto(`${own}/bench-floor.html`)
      await page.evaluate(
        (c, entries) => {
          localStorage.clear()
          for (const [k, v] of Object.entries(entries))
            localStorage.setItem(`${c}:${k}`, JSON.stringify(v))
        },
        client,
        items,
      )
      if (visit) await visit(page)
      // The HTTP cache, and the service worker with its caches, which the first visit installs:
      // on a quick machine it was in before the audit and answered every script from its cache
      // (11-15 KiB moved), not what the signed-in figure is defined as (scripts over the network).
      await cdp.send('Storage.clearDataForOrigin', {
        origin: own,
        storageTypes: 'service_workers,cache_storage',
      })
      await cdp.send('Network.clearBrowserCache')
    } finally {
      await page.close()
    }
  }

  async function run(label, url) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The bench prepares storage itself (prepare()); Lighthouse would wipe the token.
      disableStorageReset: true,
    })
    const m = { label, url, ...pick(result.lhr) }
    if (process.env.BENCH_LH_SAVE) saveReport(process.env.BENCH_LH_SAVE, label, result.lhr)
    console.log(
      `  ${label.padEnd(34)} score ${String(m.score).padStart(3)}  LCP ${String(m.lcp).padStart(5)} ms  CLS ${m.cls.toFixed(3)}  TBT ${String(m.tbt).padStart(4)} ms  FCP ${String(m.fcp).padStart(5)} ms  ${(m.bytes / 1024).toFixed(0)} KiB`,
    )
    if (m.lcpElement) console.log(`      LCP element: ${m.lcpElement.slice(0, 140)}`)
    for (const s of m.shifts.slice(0, 5))
      console.log(`      shift ${s.score}: ${s.node.slice(0, 120)}`)
    for (const w of m.warnings) console.log(`      warning: ${String(w).slice(0, 160)}`)
    return m
  }

  const passed = { secondRun: true, ageCheck: true }
  const pages = []
  try {
    console.log('\nLighthouse 13 (mobile, simulated slow 4G, Chromium headless)')
    await prepare('floor')
    const floor = await run('floor (trivial page)', `${base}/bench-floor.html`)
    for (const client of brands) {
      const home = `${brandBase(base, client)}/`
      await prepare(client, passed)
      pages.push(await run(`${client} home, guest (first start)`, home))
      const { key, token } = await signInByRest(base, client)
      // A first visit signed in caches the app data, as the app does; then the second start. On
      // the phone's screen the audit emulates (Lighthouse's mobile default), until the home has
      // painted its largest picture, which the app keeps for the next start's preload
      // (app/lcp-hint.ts): a customer's second start follows a first that loaded.
      await prepare(client, { ...passed, uuid: key, authToken: token }, async (page) => {
        await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true })
        await page.goto(home)
        await page.waitForFunction((c) => localStorage.getItem(`${c}:appData`), {}, client)
        await page
          .waitForFunction(
            (c) => localStorage.getItem(`${c}:lcpImage`),
            { timeout: 15_000 },
            client,
          )
          .catch(() =>
            console.log(`      (${client}: no largest picture recorded on the first visit)`),
          )
      })
      pages.push(await run(`${client} home, signed in`, home))
    }
    if (process.env.BENCH_LH_HOMES) return summary(floor, pages)
    // The category and the basket: pizzeria-msk (branch 1), whichever brands were asked for.
    const client = 'pizzeria-msk'
    const own = brandBase(base, client)
    const { key, token } = await signInByRest(base, client)
    const category = (await rest(base, client, 'get-categories', { branch: 1 }, token))
      .category?.[0]
    // The product for the basket: the first one a + puts in at once (no variations to choose,
    // not sold out, not barred from the basket), in the first category with such a product (the
    // first category may hold only subcategories). get-products answers {products, total}.
    const walk = (list) => list.flatMap((c) => [c, ...walk(c.sub_categories ?? [])])
    const all = walk((await rest(base, client, 'get-categories', { branch: 1 }, token)).category)
    let product = null
    let shelf = null
    for (const c of all) {
      const { products = [] } = await rest(
        base,
        client,
        'get-products',
        { category: c.id, branch: 1, limit: 10 },
        token,
      )
      product = products.find(
        (p) =>
          !p.productAttributeValues?.length &&
          p.allowBasket !== 'off' &&
          !(p.amounts ?? []).some((a) => Number(a.amount) <= 0),
      )
      if (product) {
        shelf = c
        break
      }
    }
    if (!product) throw new Error('no product to put in the basket')
    // The app shows the product in the browser's language: its + is named in either.
    const names = await Promise.all(
      ['ru', 'en'].map(async (lang) => {
        const { products = [] } = await rest(
          base,
          client,
          'get-products',
          { category: shelf.id, branch: 1, limit: 10 },
          token,
          lang,
        )
        return products.find((p) => p.id === product.id)?.name ?? product.name
      }),
    )
    const stored = { ...passed, uuid: key, authToken: token }
    const cache = async (page) => {
      await page.goto(`${own}/`)
      await page.waitForFunction((c) => localStorage.getItem(`${c}:appData`), {}, client)
    }
    await prepare(client, stored, cache)
    pages.push(
      await run(
        `${client} category ${category.id}, signed in`,
        `${own}/catalog/category/${category.id}`,
      ),
    )
    await prepare(client, stored, async (page) => {
      await cache(page)
      // One product in the basket, through the app (its own storage format): its + on the card.
      await page.goto(`${own}/catalog/category/${shelf.id}`)
      const add = await page.waitForFunction(
        (names) =>
          [...document.querySelectorAll('button[aria-label]')].find((b) =>
            names.includes(b.getAttribute('aria-label') ?? ''),
          ),
        { timeout: 30_000 },
        [`В корзину: ${names[0]}`, `Add to basket: ${names[1]}`],
      )
      await add.click()
      await page.waitForFunction(
        (c, id) =>
          JSON.parse(localStorage.getItem(`${c}:basket`) ?? 'null')?.some?.(
            (e) => e.product?.id === id,
          ),
        { timeout: 10_000 },
        client,
        product.id,
      )
    })
    pages.push(await run(`${client} basket, signed in`, `${own}/catalog/basket`))

    return summary(floor, pages)
  } finally {
    await browser.disconnect()
    chrome.kill()
  }
}
