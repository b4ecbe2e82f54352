// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fullName, shortName } from '../../../src/core/format/names.ts'

describe('names (shell-data §3 User)', () => {
  it('full name is first plus last', () => {
    expect(fullName({ fName: 'Анна', lName: 'Петрова' })).toBe('Анна Петрова')
    expect(fullName({ fName: ' Анна ', lName: '' })).toBe('Анна')
    expect(fullName({ fName: null, lName: 'Петрова' })).toBe('Петрова')
    expect(fullName({})).toBe('')
  })

  it('short form uses the last initial with a dot', () => {
    expect(shortName({ fName: 'Анна', lName: 'Петрова' })).toBe('Анна П.')
    expect(shortName({ fName: 'John', lName: 'smith' })).toBe('John S.')
    expect(shortName({ fName: 'Анна', lName: '  ' })).toBe('Анна')
  })

  it('only the last name when there is no first name', () => {
    expect(shortName({ lName: 'Петрова' })).toBe('Петрова')
    expect(shortName({ fName: '', lName: 'Петрова' })).toBe('Петрова')
    expect(shortName({})).toBe('')
  })
})
