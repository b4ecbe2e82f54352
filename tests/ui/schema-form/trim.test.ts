// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fieldIdFor } from '../../../src/ui/schema-form/focus.ts'
import { trimChanges } from '../../../src/ui/schema-form/trim.ts'

describe('trimChanges', () => {
  it('trims nested texts, empties become undefined, passwords and trim:false keep spaces', () => {
    const data = {
      name: ' Anna ',
      ok: 'fine',
      note: '   ',
      password: ' secret ',
      code: ' 12 ',
      guests: 3,
      address: { street: ' Lenina ', flat: '5' },
      tags: [' a ', 'b'],
    }
    const ui = { password: { 'ui:widget': 'password' }, code: { 'ui:options': { trim: false } } }
    expect(trimChanges(data, ui)).toEqual([
      { path: ['name'], value: 'Anna' },
      { path: ['note'], value: undefined },
      { path: ['address', 'street'], value: 'Lenina' },
      { path: ['tags', 0], value: 'a' },
    ])
  })
})

describe('fieldIdFor', () => {
  it('turns an error property into the field id', () => {
    expect(fieldIdFor('.phone', 'root')).toBe('root_phone')
    expect(fieldIdFor('.address.street', 'sf1')).toBe('sf1_address_street')
    expect(fieldIdFor('.tags.0', 'root')).toBe('root_tags_0')
  })
})
