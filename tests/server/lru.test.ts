// @vitest-environment node
/** Issue 16: what the server keeps per caller stays within its byte budget, oldest use first. */
import { describe, expect, it } from 'vitest'
import { SizedLru } from '../../server/lru.ts'

describe('SizedLru', () => {
  it('drops the least recently used entries past its budget', () => {
    const lru = new SizedLru<string>(100)
    lru.set('a', 'A', 40)
    lru.set('b', 'B', 40)
    expect(lru.get('a')).toBe('A')
    lru.set('c', 'C', 40)
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBe('A')
    expect(lru.get('c')).toBe('C')
    expect(lru.bytes).toBe(80)
  })

  it('counts an entry growing (a compressed form added) and evicts for it', () => {
    const lru = new SizedLru<string>(100)
    lru.set('a', 'A', 40)
    lru.set('b', 'B', 40)
    lru.grow('b', 'B', 30)
    expect(lru.get('a')).toBeUndefined()
    expect(lru.bytes).toBe(70)
    // A replaced value's growth is not counted against the new one.
    lru.set('b', 'B2', 10)
    lru.grow('b', 'B', 50)
    expect(lru.bytes).toBe(10)
  })

  it('keeps nothing larger than its budget', () => {
    const lru = new SizedLru<string>(100)
    lru.set('big', 'X', 150)
    expect(lru.get('big')).toBeUndefined()
    expect(lru.size).toBe(0)
  })
})
