// @vitest-environment node
/**
 * The walk of every screen runs per demo brand, a spec file each (e2e/walk.ts `defineWalk`), so
 * that Playwright's two workers share it: a brand added to the demo seed without its walk file
 * would go unwalked. Every demo brand has `e2e/screens-walk-<brand>.spec.ts` calling
 * `defineWalk('<brand>')`, and no walk file names a brand the seed no longer has.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { demoBrands } from '../../server/seed/index.ts'

const e2e = fileURLToPath(new URL('../../e2e/', import.meta.url))
const walkFile = /^screens-walk-(.+)\.spec\.ts$/

describe('the walk of every screen', () => {
  it('has a spec file for every demo brand, each walking its own brand', () => {
    const files = readdirSync(e2e).filter((f) => walkFile.test(f))
    const walked = files.map((f) => f.match(walkFile)![1])
    expect(walked.sort()).toEqual(demoBrands.map((b) => b.client).sort())
    for (const file of files) {
      const brand = file.match(walkFile)![1]
      expect(readFileSync(e2e + file, 'utf8'), file).toContain(`defineWalk('${brand}')`)
    }
  })
})
