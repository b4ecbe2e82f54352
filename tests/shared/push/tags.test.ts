// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { md5 } from '../../../src/shared/push/md5.ts'
import { pushTags, sameTags } from '../../../src/shared/push/tags.ts'

const nodeMd5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex')

describe('md5 (the app and the server share it: browsers have no MD5)', () => {
  it('matches node’s md5 for empty, short, unicode and block-boundary strings', () => {
    const samples = [
      '',
      'a',
      '79990000001',
      'The quick brown fox jumps over the lazy dog',
      'Пицца Марио · 🍕',
      'x'.repeat(55),
      'x'.repeat(56),
      'x'.repeat(64),
      'y'.repeat(1000),
    ]
    for (const s of samples) expect(md5(s), JSON.stringify(s.slice(0, 20))).toBe(nodeMd5(s))
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e')
  })
})

describe('push tags (spec shell-data §4 Push tags)', () => {
  const base = {
    idDevice: 7,
    domain: 'pizzeria-msk',
    relatedDomains: ['pizzeria-msk', 'pizzeria-spb'],
  }

  it('version 3: the md5 of the username when signed in, none when signed out', () => {
    expect(pushTags({ ...base, version: 3, username: '79990000001', idUser: 5 })).toEqual({
      user: nodeMd5('79990000001'),
    })
    expect(pushTags({ ...base, version: 3, username: null, idUser: null })).toEqual({})
  })

  it('older versions: device, domain and user tags, zero user tags for the related domains', () => {
    expect(pushTags({ ...base, version: 2, username: '79990000001', idUser: 5 })).toEqual({
      device: '7',
      domain: 'pizzeria-msk',
      'user_pizzeria-msk': '5',
      'user_pizzeria-spb': '0',
    })
    // No version at all is the older model too; a guest's user tag is zero.
    expect(pushTags({ ...base, version: undefined, username: null, idUser: null })).toEqual({
      device: '7',
      domain: 'pizzeria-msk',
      'user_pizzeria-msk': '0',
      'user_pizzeria-spb': '0',
    })
  })

  it('compares tag sets regardless of key order', () => {
    expect(sameTags({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true)
    expect(sameTags({ a: '1' }, { a: '1', b: '2' })).toBe(false)
    expect(sameTags({ a: '1' }, { a: '2' })).toBe(false)
    expect(sameTags({}, {})).toBe(true)
  })
})
