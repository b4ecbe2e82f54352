// Re-extracts the demo pictures (server/seed/images/*.webp) from the npm package that ships them,
// by the mapping server/seed/images/pictures.json (picture name -> file in the package's assets/),
// so the choice of pictures is reproducible without keeping the whole package in dependencies.
//   node scripts/demo-images.mjs          extract: writes <name>.webp for every mapped picture
//   node scripts/demo-images.mjs --check  compares the vendored files with the package's
// The package (Microsoft Fluent Emoji 3D, MIT) is fetched with `npm pack` into a temp dir.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'seed', 'images')
const mapping = JSON.parse(readFileSync(join(dir, 'pictures.json'), 'utf8'))
const check = process.argv.includes('--check')
/** Well under the 3 MB the repository allows for demo pictures. */
const MAX_TOTAL = 3 * 1024 * 1024

const temp = mkdtempSync(join(tmpdir(), 'demo-images-'))
try {
  const spec = `${mapping.package}@${mapping.version}`
  const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', temp], {
    cwd: temp,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop()
  execFileSync('tar', ['xzf', join(temp, tarball), '-C', temp])
  const assets = join(temp, 'package', 'assets')

  let total = 0
  const problems = []
  for (const [name, file] of Object.entries(mapping.pictures)) {
    if (!/^[a-z0-9-]+$/.test(name)) problems.push(`${name}: a picture name is [a-z0-9-]+`)
    let data
    try {
      data = readFileSync(join(assets, file))
    } catch {
      problems.push(`${name}: ${file} is not in ${spec}`)
      continue
    }
    total += data.length
    const target = join(dir, `${name}.webp`)
    if (check) {
      let vendored = null
      try {
        vendored = readFileSync(target)
      } catch {
        // missing: reported below
      }
      if (!vendored || !vendored.equals(data)) problems.push(`${name}.webp differs from ${file}`)
    } else {
      writeFileSync(target, data)
    }
  }
  // Files no longer mapped.
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.webp') || f.slice(0, -5) in mapping.pictures) continue
    if (check) problems.push(`${f} is not in pictures.json`)
    else rmSync(join(dir, f))
  }
  if (total > MAX_TOTAL) problems.push(`${total} bytes: over ${MAX_TOTAL}`)
  const count = Object.keys(mapping.pictures).length
  const size = readdirSync(dir)
    .filter((f) => f.endsWith('.webp'))
    .reduce((sum, f) => sum + statSync(join(dir, f)).size, 0)
  console.log(`${spec}: ${count} pictures, ${(size / 1024).toFixed(0)} KB in ${dir}`)
  if (problems.length) {
    console.error(problems.join('\n'))
    process.exitCode = 1
  }
} finally {
  rmSync(temp, { recursive: true, force: true })
}
