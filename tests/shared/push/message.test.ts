// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { connectedEntityOf, pushMessageOf } from '../../../src/shared/push/message.ts'

const stored = {
  id: 7,
  name: 'Новая акция',
  text: 'Скидка 20%',
  connectedEntity: 'action' as string | null,
  idConnectedEntity: '4' as string | null,
}

describe('push message of a stored push (one mapping for the server and the app)', () => {
  it('names the entity type-id, a bare type without an id, none without a type', () => {
    expect(connectedEntityOf('news', '12')).toBe('news-12')
    expect(connectedEntityOf('bonus', null)).toBe('bonus')
    expect(connectedEntityOf('bonus', '')).toBe('bonus')
    expect(connectedEntityOf(null, '3')).toBeUndefined()
    expect(connectedEntityOf('', null)).toBeUndefined()
  })

  it('maps name/text to title/body, with the domain and the push id', () => {
    expect(pushMessageOf(stored, 'pizzeria-msk')).toEqual({
      title: 'Новая акция',
      body: 'Скидка 20%',
      additionalData: { connectedEntity: 'action-4', connectedDomain: 'pizzeria-msk', pushId: 7 },
    })
  })

  it('leaves connectedEntity out (not undefined) when the push names no entity', () => {
    const message = pushMessageOf({ ...stored, connectedEntity: null }, 'coffee')
    expect(message.additionalData).toEqual({ connectedDomain: 'coffee', pushId: 7 })
    expect('connectedEntity' in message.additionalData).toBe(false)
    expect(JSON.parse(JSON.stringify(message))).toEqual(message)
  })
})
