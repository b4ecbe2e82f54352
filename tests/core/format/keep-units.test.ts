// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { NBSP, keepUnits } from '../../../src/core/format/money.ts'

const nb = (s: string) => s.replaceAll('_', NBSP)

describe('keepUnits (issue 12 #5: no «0,5 / л», «1 200 / ₽»)', () => {
  it('glues a number to its unit or currency', () => {
    expect(keepUnits('0,5 л, стекло')).toBe(nb('0,5_л, стекло'))
    expect(keepUnits('Вес 610 г')).toBe(nb('Вес 610_г'))
    expect(keepUnits('30 см')).toBe(nb('30_см'))
    expect(keepUnits('от 1 200 ₽')).toBe(nb('от 1_200_₽'))
    expect(keepUnits('скидка 15 % на всё')).toBe(nb('скидка 15_% на всё'))
    expect(keepUnits('Sprite 0.5 l')).toBe(nb('Sprite 0.5_l'))
  })

  it('leaves words that only begin like a unit, and text without numbers', () => {
    expect(keepUnits('2 лимона')).toBe('2 лимона')
    expect(keepUnits('3 года')).toBe('3 года')
    expect(keepUnits('Маргарита и пепперони')).toBe('Маргарита и пепперони')
    expect(keepUnits('')).toBe('')
    expect(keepUnits(null)).toBe(null)
  })

  it('keeps thousands groups together but not separate numbers', () => {
    expect(keepUnits('12 000 баллов')).toBe(nb('12_000 баллов'))
    expect(keepUnits('1 2 3')).toBe('1 2 3')
  })
})
