// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { homeScrollEffects } from '../../../src/modules/home/scroll-effects.ts'

describe('homeScrollEffects (spec §9)', () => {
  it('fades the navbar background in over 50 px', () => {
    expect(homeScrollEffects(0).navbarOpacity).toBe(0)
    expect(homeScrollEffects(25).navbarOpacity).toBe(0.5)
    expect(homeScrollEffects(50).navbarOpacity).toBe(1)
    expect(homeScrollEffects(400).navbarOpacity).toBe(1)
    expect(homeScrollEffects(-30).navbarOpacity).toBe(0)
  })

  it('fades over 20 px with a small logo', () => {
    expect(homeScrollEffects(10, true).navbarOpacity).toBe(0.5)
    expect(homeScrollEffects(20, true).navbarOpacity).toBe(1)
  })

  it('moves the logo at ratio 0.2 over 100 px (50 with a small logo)', () => {
    expect(homeScrollEffects(50).logoShift).toBeCloseTo(10)
    expect(homeScrollEffects(100).logoShift).toBeCloseTo(20)
    expect(homeScrollEffects(300).logoShift).toBeCloseTo(20)
    expect(homeScrollEffects(50, true).logoShift).toBeCloseTo(10)
    expect(homeScrollEffects(300, true).logoShift).toBeCloseTo(10)
    expect(homeScrollEffects(50).logoOpacity).toBeCloseTo(0.5)
    expect(homeScrollEffects(50, true).logoOpacity).toBe(0)
  })
})
