// @vitest-environment node
// @vitest-environment node
/**
 * The settings types in src/shared/settings are generated from schemas/modules/*.json and
 * checked in: they must be what the schemas give today (run `npm run schemas:types`).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generateSettingsTypes } from '../../../scripts/schema-types.ts'

describe('generated settings types', () => {
  it('are up to date with the schemas', { timeout: 60_000 }, async () => {
    const files = await generateSettingsTypes()
    expect(files.size).toBeGreaterThan(1)
    for (const [path, contents] of files) {
      let current: string | null
      try {
        current = readFileSync(path, 'utf8')
      } catch {
        current = null
      }
      expect(current, `${path} is stale: run npm run schemas:types`).toBe(contents)
    }
  })
})
