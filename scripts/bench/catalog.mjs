// Catalog section of `npm run bench` (issue 5): the 1,000-product category against a small one.
// Chromium (CHROMIUM_PATH or /usr/bin/chromium) opens each category on the bench's server, waits
// for the first card, scrolls to the end (infinite scroll, pages of 10) and counts long tasks
// (PerformanceObserver 'longtask') during the scroll. Printed: both times, their ratio per
// product, long tasks.
import { chromium } from '@playwright/test'
import { chromiumPath, figure } from './lib.mjs'

export default async function catalog({ base }) {
  const client = 'pizzeria-msk'
  const total = async (category) => {
    const r = await fetch(`${base}/rest/mobile/v53/get-products?client=${client}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ category, branch: 1, limit: 1 }),
    })
    return (await r.json()).total
  }

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  })

  async function measure(category) {
    const expected = await total(category)
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    })
    await context.addInitScript((c) => {
      localStorage.setItem(`${c}:secondRun`, 'true')
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__longTasks.push({ start: e.startTime, duration: e.duration })
      }).observe({ type: 'longtask', buffered: true })
    }, client)
    const page = await context.newPage()
    const cards = page.locator('ul.product-grid > li')
    const started = Date.now()
    await page.goto(`${base}/catalog/category/${category}?client=${client}`)
    await cards.first().waitFor()
    const firstRender = Date.now() - started
    const scrollStart = await page.evaluate(() => performance.now())
    const scrollStarted = Date.now()
    const content = page.locator('.ui-page__content')
    let count = await cards.count()
    while (count < expected) {
      await content.evaluate((el) => el.scrollTo(0, el.scrollHeight))
      await page
        .waitForFunction(
          (n) => document.querySelectorAll('ul.product-grid > li').length > n,
          count,
          { timeout: 20_000 },
        )
        .catch(() => {})
      const next = await cards.count()
      if (next === count) break
      count = next
    }
    const scrollMs = Date.now() - scrollStarted
    const tasks = await page.evaluate(
      (t0) => window.__longTasks.filter((t) => t.start >= t0),
      scrollStart,
    )
    await context.close()
    return {
      category,
      products: count,
      expected,
      firstRender,
      scrollMs,
      totalMs: firstRender + scrollMs,
      longTasks: tasks.length,
      longTaskMaxMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
      longTaskTotalMs: Math.round(tasks.reduce((s, t) => s + t.duration, 0)),
    }
  }

  try {
    // Warm the server (first queries, image route) so neither run pays for it.
    await total(9)
    const small = await measure(11)
    const big = await measure(9)
    const perProduct = (m) => m.totalMs / Math.max(1, m.products)
    const data = {
      small,
      big,
      ratio: big.totalMs / small.totalMs,
      perProductRatio: perProduct(big) / perProduct(small),
    }
    console.log('\nCatalog (Chromium, 390x844, pages of 10)')
    for (const [name, m] of [
      ['small category', small],
      ['1,000-product category', big],
    ]) {
      console.log(
        `  ${name.padEnd(24)} ${String(m.products).padStart(5)} products  first cards ${m.firstRender} ms, to the end ${m.totalMs} ms; long tasks during the scroll: ${m.longTasks} (max ${m.longTaskMaxMs} ms, total ${m.longTaskTotalMs} ms)`,
      )
    }
    console.log(`  ratio big / small (to the end)     ${data.ratio.toFixed(1)}`)
    console.log(`  ratio per product                  ${data.perProductRatio.toFixed(2)}`)
    return {
      name: 'catalog',
      figures: [
        figure('1,000-product category: all products scrolled to', big.products, {
          min: big.expected,
        }),
        figure('1,000-product category: first cards to the end', big.totalMs, { unit: 'ms' }),
      ],
      data,
    }
  } finally {
    await browser.close()
  }
}
