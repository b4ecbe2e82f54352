// npm run bench: builds the app and prints the initial JS (gzip) of the shell, React+ReactDOM's
// share, their ratio, the largest chunks, whether ajv sits in the initial chunk, and whether any
// chunk holds ajv's compiler or `new Function` (the CSP has no 'unsafe-eval': ADR 006).
// Target (issue 2): initial / React ≤ 1.5. Results also go to bench-results/bench.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const gz = (code) => gzipSync(Buffer.from(code), { level: 9 }).length
const kb = (n) => `${(n / 1024).toFixed(1)} kB`
const isReact = (id) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)
const isAjv = (id) => /[\\/]node_modules[\\/]ajv[\\/]/.test(id)
// ajv's runtime helpers (ucs2length, equal…) that standalone validators import compile nothing
const isAjvCompiler = (id) => isAjv(id) && !/[\\/]ajv[\\/]dist[\\/]runtime[\\/]/.test(id)

let bundle = {}
await build({
  logLevel: 'warn',
  plugins: [
    {
      name: 'bench-capture',
      generateBundle(_opts, b) {
        bundle = b
      },
    },
  ],
})

const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
const byName = new Map(chunks.map((c) => [c.fileName, c]))
const entry = chunks.find((c) => c.isEntry)
const initial = new Set()
const walk = (c) => {
  if (!c || initial.has(c.fileName)) return
  initial.add(c.fileName)
  for (const i of c.imports) walk(byName.get(i))
}
walk(entry)
// The default locale's shell catalog is awaited before the first render: it counts as initial
// (the modules' catalog loads with the modules, after the first paint; ADR 004).
for (const c of chunks) if (c.facadeModuleId?.includes('/locales/ru/shell.po')) walk(c)

const initialChunks = [...initial].map((f) => byName.get(f))
const initialGzip = initialChunks.reduce((s, c) => s + gz(c.code), 0)
// React + ReactDOM are their own chunk (vite.config.ts codeSplitting group 'react').
const reactChunk = initialChunks.find(
  (c) => Object.keys(c.modules).some(isReact) && c.name === 'react',
)
const reactGzip = reactChunk ? gz(reactChunk.code) : NaN
const ajvInInitial = initialChunks.some((c) => Object.keys(c.modules).some(isAjv))
const ratio = initialGzip / reactGzip
const ajvCompilerChunks = chunks
  .filter((c) => Object.keys(c.modules).some(isAjvCompiler))
  .map((c) => c.fileName)
const evalChunks = chunks
  // minified, `new Function(` becomes `Function(`
  .filter((c) => /\bFunction\(|\beval\(/.test(c.code))
  .map((c) => c.fileName)

const largest = chunks
  .map((c) => ({ file: c.fileName, gzip: gz(c.code), initial: initial.has(c.fileName) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 10)

console.log('\nBundle')
console.log(`  initial JS (gzip)          ${kb(initialGzip)} in ${initial.size} chunk(s)`)
console.log(`  React + ReactDOM (gzip)    ${kb(reactGzip)}`)
console.log(
  `  ratio initial / React      ${ratio.toFixed(2)}  (target ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'NOT met'})`,
)
console.log(`  ajv in the initial chunk   ${ajvInInitial ? 'YES' : 'no'}`)
console.log(`  ajv's compiler in a chunk  ${ajvCompilerChunks.join(', ') || 'no'}`)
console.log(`  new Function / eval in     ${evalChunks.join(', ') || 'no chunk'}`)
console.log('  largest chunks (gzip):')
for (const c of largest)
  console.log(`    ${kb(c.gzip).padStart(9)}  ${c.file}${c.initial ? '  (initial)' : ''}`)

mkdirSync('bench-results', { recursive: true })
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify(
    { initialGzip, reactGzip, ratio, ajvInInitial, ajvCompilerChunks, evalChunks, largest },
    null,
    2,
  ),
)

// ── Catalog performance (issue 5): the 1,000-product category against a small one ───────────
// A server on a free port (DATA_DIR=memory, the demo seed) serves the build just made; Chromium
// (CHROMIUM_PATH or /usr/bin/chromium) opens each category, waits for the first card, scrolls to
// the end (infinite scroll, pages of 10) and counts long tasks (PerformanceObserver 'longtask')
// during the scroll. Printed: both times, their ratio per product, long tasks.
const { spawn } = await import('node:child_process')
const { createServer } = await import('node:net')
const { chromium } = await import('@playwright/test')

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

const port = await freePort()
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: 'memory', DEMO: '1', DIST_DIR: 'dist' },
  stdio: ['ignore', 'pipe', 'pipe'],
})
const stopServer = () => server.kill('SIGTERM')
process.on('exit', stopServer)
const base = `http://localhost:${port}`
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 250))
}

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
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      .waitForFunction((n) => document.querySelectorAll('ul.product-grid > li').length > n, count, {
        timeout: 20_000,
      })
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

let catalog = null
try {
  // Warm the server (first queries, image route) so neither run pays for it.
  await total(9)
  const small = await measure(11)
  const big = await measure(9)
  const perProduct = (m) => m.totalMs / Math.max(1, m.products)
  catalog = {
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
  console.log(`  ratio big / small (to the end)     ${catalog.ratio.toFixed(1)}`)
  console.log(`  ratio per product                  ${catalog.perProductRatio.toFixed(2)}`)
} finally {
  await browser.close()
  stopServer()
}
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify(
    {
      initialGzip,
      reactGzip,
      ratio,
      ajvInInitial,
      ajvCompilerChunks,
      evalChunks,
      largest,
      catalog,
    },
    null,
    2,
  ),
)
