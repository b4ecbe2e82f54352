// npm run bench: every figure the issues set a target for, measured side by side in one run.
// Each section is a file in scripts/bench/ exporting `async (ctx) => ({ name, figures, data })`
// (figures from lib.mjs `figure()`: value, target, floor); the bundle section builds `dist`, then
// one reference server (demo seed, in-memory) serves it to the other sections as `ctx.base`.
// Printed: each section's details, then one summary table of figures against their targets.
// Results go to bench-results/bench.json. `npm run bench -- catalog` runs only the named sections.
import { mkdirSync, writeFileSync } from 'node:fs'
import bundle from './bench/bundle.mjs'
import catalog from './bench/catalog.mjs'
import lighthouse from './bench/lighthouse.mjs'
import react from './bench/react.mjs'
import routes from './bench/routes.mjs'
import serverLoad from './bench/server.mjs'
import { startServer } from './bench/lib.mjs'

/** Sections that need the server, in the order they run. */
const sections = { catalog, routes, react, lighthouse, server: serverLoad }

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const wanted = (name) => only.length === 0 || only.includes(name)

const results = []
results.push(await bundle())
const server = await startServer()
try {
  for (const [name, run] of Object.entries(sections)) {
    if (!wanted(name)) continue
    try {
      results.push(await run({ base: server.base }))
    } catch (error) {
      console.error(`\n${name}: failed`, error)
      results.push({ name, figures: [], error: String(error) })
    }
  }
} finally {
  server.stop()
}

const show = (f, v) =>
  v === undefined || v === null
    ? ''
    : typeof v === 'number'
      ? `${v.toFixed(f.digits)}${f.unit ? ` ${f.unit}` : ''}`
      : String(v)
console.log('\nSummary (value · target · floor on a trivial page)')
let missed = 0
for (const r of results) {
  for (const f of r.figures) {
    const target =
      f.max !== undefined
        ? `≤ ${show(f, f.max)}`
        : f.min !== undefined
          ? `≥ ${show(f, f.min)}`
          : '—'
    const has = f.max !== undefined || f.min !== undefined
    if (has && !f.met) missed++
    console.log(
      `  ${`${r.name}: ${f.label}`.padEnd(62)} ${show(f, f.value).padStart(10)}  ${target.padEnd(10)} ${has ? (f.met ? 'met' : 'NOT met') : ''}${f.floor !== undefined ? `  (floor ${show(f, f.floor)})` : ''}`,
    )
  }
  if (r.error) console.log(`  ${r.name}: did not run (${r.error})`)
}
console.log(missed === 0 ? '\nAll targets met.' : `\n${missed} target(s) not met.`)

mkdirSync('bench-results', { recursive: true })
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify(Object.fromEntries(results.map((r) => [r.name, r])), null, 2),
)
