/**
 * The map's pins set apart (issue 12, session 16): at the zoom that shows all of spb's six
 * branches, Nevsky and Sadovaya stood on one another; `declutter` shifts such pins sideways.
 */
import { describe, expect, it } from 'vitest'
import { declutter } from '../../../src/ui/map/map-view.tsx'

describe('declutter', () => {
  it('leaves pins that do not touch where they are', () => {
    expect(
      declutter([
        { x: 0, y: 0 },
        { x: 40, y: 0 },
        { x: 0, y: 45 },
      ]),
    ).toEqual([0, 0, 0])
  })

  it('sets two pins on one another side by side, each half the way', () => {
    const [a, b] = declutter([
      { x: 100, y: 100 },
      { x: 110, y: 117 },
    ])
    expect(a).toBeLessThan(0)
    expect(b).toBeGreaterThan(0)
    expect(110 + b! - (100 + a!)).toBeGreaterThanOrEqual(33)
  })

  it('moves a pin at most about half its width, and one place twice not at all', () => {
    const shifts = declutter([
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ])
    for (const s of shifts) expect(Math.abs(s)).toBeLessThanOrEqual(18)
    expect(
      declutter([
        { x: 5, y: 5 },
        { x: 5, y: 5 },
      ]),
    ).toEqual([0, 0])
  })
})
