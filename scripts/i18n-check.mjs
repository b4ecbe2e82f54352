// Fails when the catalogs are out of date with the source (re-extracts them) or when a
// message lacks its Russian text. spec: every user-visible text in ru and en.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import PO from 'pofile'

const files = ['ru', 'en'].flatMap((l) =>
  readdirSync(`src/locales/${l}`)
    .filter((f) => f.endsWith('.po'))
    .map((f) => `src/locales/${l}/${f}`),
)
const before = files.map((f) => readFileSync(f, 'utf8'))
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' })
const after = files.map((f) => readFileSync(f, 'utf8'))
const strip = (s) => s.replace(/^#.*$/gm, '').replace(/\n+/g, '\n')
let failed = false
let total = 0
files.forEach((f, i) => {
  if (strip(before[i]) !== strip(after[i])) {
    console.error(`${f} was out of date with the source; it has been re-extracted: review it.`)
    failed = true
  }
  const items = PO.parse(after[i]).items
  if (f.includes('/ru/')) {
    total += items.length
    const missing = items.filter((item) => !item.msgstr[0])
    if (missing.length) {
      console.error(`${f}: ${missing.length} messages without a Russian text:`)
      for (const m of missing.slice(0, 50)) console.error(`  ${m.msgid}`)
      failed = true
    }
  }
})
if (failed) process.exit(1)
console.log(`i18n: catalogs complete (${total} Russian messages in ${files.length / 2} catalogs)`)
