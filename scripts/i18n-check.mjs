// Fails when the catalogs are out of date with the source (re-extracts them) or when a
// message lacks its Russian or English text. spec: every user-visible text in ru and en.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const files = ['src/locales/ru/messages.po', 'src/locales/en/messages.po']
const before = files.map((f) => readFileSync(f, 'utf8'))
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' })
const after = files.map((f) => readFileSync(f, 'utf8'))
const strip = (s) => s.replace(/^#.*$/gm, '').replace(/\n+/g, '\n')
let failed = false
files.forEach((f, i) => {
  if (strip(before[i]) !== strip(after[i])) {
    console.error(`${f} was out of date with the source; it has been re-extracted: review it.`)
    failed = true
  }
})
// A msgstr "" that is not a continued multi-line string is a missing translation.
const missing = after[0].split('\n\n').filter((block) => {
  const m = block.match(/msgid "(.*)"\nmsgstr "(.*)"(\n"|$)/)
  return m && m[1] !== '' && m[2] === '' && !m[3]?.startsWith('\n"')
})
if (missing.length) {
  console.error(`ru: ${missing.length} messages without a translation:`)
  for (const b of missing.slice(0, 50))
    console.error('  ' + b.split('\n').find((l) => l.startsWith('msgid')))
  failed = true
}
if (failed) process.exit(1)
console.log(`i18n: catalogs complete (${after[0].split('msgid').length - 2} messages)`)
