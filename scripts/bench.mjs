// npm run bench: builds the app and prints the initial JS (gzip) of the shell, React+ReactDOM's
// share, their ratio, the largest chunks and whether ajv sits in the initial chunk.
// Target (issue 2): initial / React ≤ 1.5. Results also go to bench-results/bench.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const gz = (code) => gzipSync(Buffer.from(code), { level: 9 }).length
const kb = (n) => `${(n / 1024).toFixed(1)} kB`
const isReact = (id) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)
const isAjv = (id) => /[\\/]node_modules[\\/]ajv[\\/]/.test(id)

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
// The default locale's catalog is awaited before the first render: it counts as initial.
for (const c of chunks) if (c.facadeModuleId?.includes('/locales/ru/')) walk(c)

const initialChunks = [...initial].map((f) => byName.get(f))
const initialGzip = initialChunks.reduce((s, c) => s + gz(c.code), 0)
// React + ReactDOM are their own chunk (vite.config.ts codeSplitting group 'react').
const reactChunk = initialChunks.find(
  (c) => Object.keys(c.modules).some(isReact) && c.name === 'react',
)
const reactGzip = reactChunk ? gz(reactChunk.code) : NaN
const ajvInInitial = initialChunks.some((c) => Object.keys(c.modules).some(isAjv))
const ratio = initialGzip / reactGzip

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
console.log('  largest chunks (gzip):')
for (const c of largest)
  console.log(`    ${kb(c.gzip).padStart(9)}  ${c.file}${c.initial ? '  (initial)' : ''}`)

mkdirSync('bench-results', { recursive: true })
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify({ initialGzip, reactGzip, ratio, ajvInInitial, largest }, null, 2),
)
