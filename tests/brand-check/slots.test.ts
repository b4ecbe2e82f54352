import { describe, expect, it } from 'vitest'
import { moduleSlots } from '../../registry/brand-check/index.ts'
import { moduleTable } from '../../registry/modules.ts'

describe('the brand checker’s slot table', () => {
  it('names exactly the slots each module’s descriptor fills', async () => {
    const fromDescriptors: Record<string, string[]> = {}
    for (const [name, load] of Object.entries(moduleTable)) {
      const slots = Object.keys((await load()).slots ?? {})
      if (slots.length) fromDescriptors[name] = slots.sort()
    }
    const table = Object.fromEntries(
      Object.entries(moduleSlots).map(([name, slots]) => [name, [...slots].sort()]),
    )
    expect(table).toEqual(fromDescriptors)
  })
})
