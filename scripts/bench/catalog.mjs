// Catalog section of `npm run bench` (issues 5, 16): the 1,040-product category against a small
// one, in Chromium (CHROMIUM_PATH or /usr/bin/chromium) at 390x844 on the bench's server.
// For each category: time to the first cards; then the big one is driven as a customer would:
//  - End key: from the key press until the last product (its name from the API) is on screen;
//  - fling to the end: wheel flings of 4,000 px a frame through the whole list, without waiting
//    for any page; the total time, and the wait at the end (from the list reaching its bottom
//    until the last product is on screen), which is what the customer feels;
//  - INP while scrolling and tapping + on cards: PerformanceObserver 'event' entries with
//    durationThreshold 16, as web-vitals does; the longest interaction (few interactions: INP is
//    the worst one);
//  - long tasks (PerformanceObserver 'longtask') during all of it.
// Targets: INP ≤ 100 ms (issue 16). The wait at the end and the End-key jump ≤ 1,000 ms: 1 s is
// where a wait stops feeling immediate and breaks the flow (RAIL, Nielsen's limits), and it is
// what the issue asks ("sees products within a second", not after 104 sequential pages); one
// round trip for the pages at the end fits it on any connection the app supports. Locators are
// roles and names; the scroll container is the list's nearest scrolling ancestor.
import { chromium, devices } from '@playwright/test'
import { brandBase, chromiumPath, figure } from './lib.mjs'

export const TARGETS = { inpMs: 100, endMs: 1000 }

/**
 * A product's name as its card shows it: the card's heading (its visible text; the card's own
 * name may gather more, e.g. «Хит, Название, 120 ₽»). Any run of spaces in the API's name may be a
 * no-break space on screen (keepUnits), so it matches as whitespace.
 */
export function shownName(name) {
  const words = name
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^\\s*${words.join('\\s+')}\\s*$`)
}

export default async function catalog({ base }) {
  const client = 'pizzeria-msk'
  const post = async (path, body) => {
    const r = await fetch(`${base}/rest/mobile/v53/${path}?client=${client}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ru' },
      body: JSON.stringify(body),
    })
    return r.json()
  }
  const total = async (category) =>
    (await post('get-products', { category, branch: 1, limit: 1 })).total
  const lastProduct = async (category, n) =>
    (await post('get-products', { category, branch: 1, limit: 1, offset: n - 1 })).products[0]
  const names = new Map()
  const walk = (list) => {
    for (const c of list ?? []) {
      names.set(c.id, c.name)
      walk(c.sub_categories)
    }
  }
  walk((await post('get-categories', { branch: 1 })).category)

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  })

  async function open(category) {
    // A phone, as the e2e's default project and Lighthouse: on a desktop profile Chromium
    // animates the End key's scroll, and the list growing under it stops it far from the end.
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      screen: { width: 390, height: 844 },
      serviceWorkers: 'block',
      locale: 'ru-RU',
    })
    await context.addInitScript((c) => {
      localStorage.setItem(`${c}:secondRun`, 'true')
      localStorage.setItem(`${c}:locale`, JSON.stringify('ru'))
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__longTasks.push({ start: e.startTime, duration: e.duration })
      }).observe({ type: 'longtask', buffered: true })
      window.__events = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__events.push({
            name: e.name,
            id: e.interactionId,
            start: e.startTime,
            duration: e.duration,
          })
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 })
    }, client)
    const page = await context.newPage()
    const list = page.getByRole('list', { name: names.get(category) })
    const cards = list.getByRole('listitem')
    const started = Date.now()
    await page.goto(`${brandBase(base, client)}/catalog/category/${category}`)
    await cards.first().waitFor()
    return { context, page, list, cards, firstRender: Date.now() - started }
  }

  const scroller = (list) =>
    list.evaluateHandle((el) => {
      for (let n = el.parentElement; n; n = n.parentElement) {
        const { overflowY } = getComputedStyle(n)
        if (overflowY === 'auto' || overflowY === 'scroll') return n
      }
      return document.scrollingElement
    })

  async function small(category) {
    const { context, firstRender } = await open(category)
    await context.close()
    return { category, firstRender }
  }

  async function big(category) {
    const expected = await total(category)
    const last = await lastProduct(category, expected)
    const measures = {}

    // End key.
    {
      const { context, page, list, firstRender } = await open(category)
      measures.firstRender = firstRender
      await list.getByRole('button').first().focus()
      const lastCard = list.getByRole('heading', { name: shownName(last.name) })
      const t0 = Date.now()
      await page.keyboard.press('End')
      await lastCard.waitFor({ state: 'visible', timeout: 30_000 })
      measures.endKeyMs = Date.now() - t0
      await context.close()
    }

    // Flings to the end, then INP while scrolling back and tapping + on cards.
    const { context, page, list, cards } = await open(category)
    const scrollStart = await page.evaluate(() => performance.now())
    const el = await scroller(list)
    await list.hover()
    const t0 = Date.now()
    for (let i = 0; i < 400; i++) {
      await page.mouse.wheel(0, 4000)
      const atEnd = await el.evaluate((s) => s.scrollTop + s.clientHeight >= s.scrollHeight - 2)
      if (atEnd) break
    }
    const arrived = Date.now()
    const lastCard = list.getByRole('heading', { name: shownName(last.name) })
    await lastCard.waitFor({ state: 'visible', timeout: 30_000 })
    const done = Date.now()
    measures.flingMs = done - t0
    measures.waitAtEndMs = done - arrived
    const lastPlace = await cards.last().getAttribute('aria-posinset')

    // Taps on + while scrolling back up a few screens.
    const adds = page.getByRole('button', { name: /^В корзину: / })
    let taps = 0
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, -1500)
      const add = adds.filter({ visible: true }).first()
      try {
        await add.waitFor({ state: 'visible', timeout: 5_000 })
        await add.click({ timeout: 5_000 })
        taps++
      } catch {
        // a sold-out card has no +: the next screen has others
      }
    }
    const { tasks, events } = await page.evaluate(
      (t) => ({
        tasks: window.__longTasks.filter((x) => x.start >= t),
        events: window.__events.filter((x) => x.start >= t),
      }),
      scrollStart,
    )
    await context.close()
    const interactions = new Map()
    for (const e of events) {
      if (!e.id) continue
      interactions.set(e.id, Math.max(interactions.get(e.id) ?? 0, e.duration))
    }
    return {
      category,
      expected,
      lastPlace: Number(lastPlace),
      taps,
      interactions: interactions.size,
      inpMs: Math.round(Math.max(0, ...interactions.values())),
      longEventMs: Math.round(Math.max(0, ...events.map((e) => e.duration))),
      longTasks: tasks.length,
      longTaskMaxMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
      longTaskTotalMs: Math.round(tasks.reduce((s, t) => s + t.duration, 0)),
      ...measures,
    }
  }

  try {
    // Warm the server (first queries, image route) so neither run pays for it.
    await total(9)
    const s = await small(11)
    const b = await big(9)
    const data = { small: s, big: b }
    console.log('\nCatalog (Chromium, 390x844, pages of 10)')
    console.log(`  small category ${s.category}: first cards ${s.firstRender} ms`)
    console.log(
      `  ${b.expected}-product category: first cards ${b.firstRender} ms; End key → last product ${b.endKeyMs} ms; flings to the end ${b.flingMs} ms (wait at the end ${b.waitAtEndMs} ms, last card's place ${b.lastPlace})`,
    )
    console.log(
      `  INP while scrolling and tapping + (${b.taps} taps, ${b.interactions} interactions over 16 ms): ${b.inpMs} ms; long tasks ${b.longTasks} (max ${b.longTaskMaxMs} ms, total ${b.longTaskTotalMs} ms)`,
    )
    return {
      name: 'catalog',
      figures: [
        figure('1,040-product category: last product reached', b.lastPlace, {
          min: b.expected,
        }),
        figure('1,040-product category: End key to the last product', b.endKeyMs, {
          unit: 'ms',
          max: TARGETS.endMs,
        }),
        figure('1,040-product category: wait at the end after flings', b.waitAtEndMs, {
          unit: 'ms',
          max: TARGETS.endMs,
        }),
        figure('1,040-product category: flings to the end, total', b.flingMs, { unit: 'ms' }),
        figure('1,040-product category: INP scrolling and tapping +', b.inpMs, {
          unit: 'ms',
          max: TARGETS.inpMs,
        }),
        figure('1,040-product category: long tasks (count)', b.longTasks),
        figure('1,040-product category: first cards', b.firstRender, { unit: 'ms' }),
        figure('small category: first cards', s.firstRender, { unit: 'ms' }),
      ],
      data,
    }
  } finally {
    await browser.close()
  }
}
