// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { decidePush, handledInForeground, parsePushEntity } from '../../src/core/push-decide.ts'
import { parsePushMessage } from '../../src/core/push.ts'

describe('push messages', () => {
  it('reads a message from JSON text or an object, with string flags', () => {
    const message = parsePushMessage(
      JSON.stringify({
        title: 'Подарок',
        body: 'Для вас',
        additionalData: { connectedEntity: 'gift-3', ignoreIfNotInDomain: 'true', silent: 'false' },
      }),
    )
    expect(message).toEqual({
      title: 'Подарок',
      body: 'Для вас',
      additionalData: {
        connectedDomain: undefined,
        connectedEntity: 'gift-3',
        ignoreIfNotInDomain: true,
        silent: false,
      },
    })
    expect(parsePushMessage('not json')).toBeNull()
    expect(parsePushMessage({ additionalData: {} })).toBeNull()
    expect(parsePushMessage(null)).toBeNull()
  })

  it('splits a connected entity of the form type-id', () => {
    expect(parsePushEntity('gift-3')).toEqual({ entity: 'gift', id: '3' })
    expect(parsePushEntity('Coupon-12')).toEqual({ entity: 'coupon', id: '12' })
    expect(parsePushEntity('news-a-b')).toEqual({ entity: 'news', id: 'a-b' })
    expect(parsePushEntity('bonus')).toEqual({ entity: 'bonus', id: '' })
    expect(parsePushEntity(' ')).toBeNull()
    expect(parsePushEntity('-3')).toBeNull()
  })

  it('handles silent and bonus pushes in the foreground, shows the rest', () => {
    expect(handledInForeground({ additionalData: { silent: 'true' } })).toBe(true)
    expect(handledInForeground({ additionalData: { connectedEntity: 'bonus-7' } })).toBe(true)
    expect(handledInForeground({ additionalData: { connectedEntity: 'gift-7' } })).toBe(false)
    expect(handledInForeground({ title: 'Hi' })).toBe(false)
  })
})

describe('what a click on a push does', () => {
  const here = { domain: 'pizzeria-msk', canSwitchDomain: true }

  it('ignores a push for another domain when it says so', () => {
    const message = {
      title: 'T',
      additionalData: { connectedDomain: 'pizzeria-spb', ignoreIfNotInDomain: 'true' },
    }
    expect(decidePush(message, here)).toEqual({ kind: 'ignore' })
    // In its own domain the same push is shown.
    expect(decidePush(message, { ...here, domain: 'pizzeria-spb' })).toEqual({
      kind: 'alert',
      title: 'T',
      body: '',
    })
  })

  it('switches domain first when the related module can, else handles it here', () => {
    const message = {
      body: 'B',
      additionalData: { connectedDomain: 'pizzeria-spb', connectedEntity: 'gift-2' },
    }
    expect(decidePush(message, here)).toEqual({ kind: 'switch', domain: 'pizzeria-spb' })
    expect(decidePush(message, { ...here, canSwitchDomain: false })).toEqual({
      kind: 'entity',
      entity: 'gift',
      id: '2',
    })
  })

  it('opens the named entity, else alerts the title and body, else nothing', () => {
    expect(decidePush({ additionalData: { connectedEntity: 'coupon-5' } }, here)).toEqual({
      kind: 'entity',
      entity: 'coupon',
      id: '5',
    })
    expect(decidePush({ title: ' Новости ', body: 'Текст' }, here)).toEqual({
      kind: 'alert',
      title: 'Новости',
      body: 'Текст',
    })
    expect(decidePush({ title: ' ' }, here)).toEqual({ kind: 'ignore' })
  })
})
