// Routes section of `npm run bench` (issue 16: "no chunk that every screen loads without needing
// it"). Chromium opens each main route (home, a catalog category, the basket, the profile) on the
// bench's server with JS coverage on, waits until the network is quiet, and lists the JS chunks
// the route loaded. A chunk counts as unused when none of its functions ran: a chunk of only data
// (a message catalog, a JSON schema: no function besides its top level) counts as used. Printed:
// per route the chunks, their size and the unused ones; figure: unused chunks on home (target 0).
import { chromium } from '@playwright/test'
import { chromiumPath, figure, gz, kb } from './lib.mjs'

const client = 'pizzeria-msk'
const routes = [
  { name: 'home', path: '/' },
  { name: 'catalog category', path: '/catalog/category/11' },
  { name: 'basket', path: '/catalog/basket' },
  { name: 'profile', path: '/profile/' },
  // Every other demo brand's home (issue 16: chunks loaded, and those loaded but unused).
  ...['coffee', 'pizzeria-spb', 'sushi'].map((c) => ({ name: `${c} home`, path: '/', client: c })),
]

/** Whether any function of the script besides its top level ran (V8 block coverage). */
function ran(entry) {
  const inner = entry.functions.filter(
    (f) => !(f.ranges[0]?.startOffset === 0 && f.ranges[0]?.endOffset === entry.source.length),
  )
  return { hasFunctions: inner.length > 0, used: inner.some((f) => f.ranges[0]?.count > 0) }
}

export default async function routesSection({ base }) {
  // Under load the reference server may take longer to start than lib.mjs waits for.
  for (let i = 0; i < 180; i++) {
    const up = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    await new Promise((r) => setTimeout(r, 1000))
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  })
  const results = []
  try {
    for (const route of routes) {
      const brand = route.client ?? client
      const brandBase = base.replace('//localhost', `//${brand}.localhost`)
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      })
      // The welcome screen and the age check were passed before (as in e2e/auth-helpers.ts).
      await context.addInitScript((c) => {
        localStorage.setItem(`${c}:secondRun`, 'true')
        localStorage.setItem(`${c}:ageCheck`, 'true')
      }, brand)
      const page = await context.newPage()
      // Every script the page asked for: Chromium's coverage leaves out the scripts a
      // `<link rel="modulepreload">` fetched (the start's preloads, session 17), so the requests
      // are the list and the coverage says which of them ran.
      const requested = new Map()
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname
        if (path.startsWith('/assets/') && path.endsWith('.js')) requested.set(path, r)
      })
      await page.coverage.startJSCoverage({ resetOnNavigation: false })
      // The brand's own host (not localhost?client=, which turns developer mode on).
      await page.goto(`${brandBase}${route.path}`)
      await page.getByRole('main').first().waitFor({ timeout: 30_000 })
      await page.waitForLoadState('networkidle')
      const coverage = await page.coverage.stopJSCoverage()
      const covered = coverage.filter(
        (e) => e.source && new URL(e.url).pathname.startsWith('/assets/'),
      )
      const chunks = covered.map((e) => ({
        file: new URL(e.url).pathname.slice('/assets/'.length),
        gzip: gz(e.source),
        ...ran(e),
      }))
      const seen = new Set(covered.map((e) => new URL(e.url).pathname))
      for (const [path, response] of requested) {
        if (seen.has(path)) continue
        const source = await response.text().catch(() => '')
        // fetched, no coverage entry: its run is unknown (not counted as unused)
        chunks.push({ file: path.slice('/assets/'.length), gzip: gz(source), noCoverage: true })
      }
      await context.close()
      const unused = chunks.filter((c) => c.hasFunctions && !c.used)
      results.push({
        route: route.name,
        path: route.path,
        chunks,
        unused: unused.map((c) => c.file),
      })
    }
  } finally {
    await browser.close()
  }

  console.log(
    `\nRoutes (${client}, and the other brands' homes): JS chunks each route loads; unused = none of its functions ran`,
  )
  for (const r of results) {
    const total = r.chunks.reduce((s, c) => s + c.gzip, 0)
    console.log(`  ${r.route} (${r.path}): ${r.chunks.length} chunks, ${kb(total)} gzip`)
    for (const c of r.chunks)
      console.log(
        `    ${kb(c.gzip).padStart(9)}  ${c.file}${c.hasFunctions && !c.used ? '  UNUSED' : ''}${c.noCoverage ? '  (preloaded; no coverage)' : ''}`,
      )
  }
  const home = results.find((r) => r.route === 'home')
  return {
    name: 'routes',
    figures: [
      figure('chunks loaded but unused on home', home?.unused.length ?? NaN, { max: 0 }),
      figure('JS chunks loaded on home', home?.chunks.length ?? NaN),
      ...results
        .filter((r) => r.route !== 'home')
        .flatMap((r) => [
          figure(`chunks loaded but unused on ${r.route}`, r.unused.length),
          ...(r.route.endsWith(' home')
            ? [figure(`JS chunks loaded on ${r.route}`, r.chunks.length)]
            : []),
        ]),
    ],
    data: results,
  }
}
