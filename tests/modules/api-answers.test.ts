// @vitest-environment node
/**
 * Every call the modules make states what its answer must carry (issue 10): an answer without it
 * is an error (the server error text), never an empty list or a success; every call times out
 * after 100 s with the timeout text, also those that pass a cancel signal.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_TIMEOUT } from '../../src/core/api/client.ts'
import { ApiError, errorText, errorTexts } from '../../src/core/api/errors.ts'
import { authApi } from '../../src/modules/auth/api.ts'
import { fetchBonusMessages } from '../../src/modules/bonus/api.ts'
import {
  fetchCategories,
  fetchProducts,
  fetchProductsByIds,
  fetchVariation,
  searchCatalog,
} from '../../src/modules/catalog/common/api.ts'
import { addressAt, suggestAddresses } from '../../src/modules/catalog/receive/geocoder.ts'
import { fetchUserOrders, placeOrder } from '../../src/modules/catalog/orders/api.ts'
import { activateGift, fetchGift, fetchGifts } from '../../src/modules/gifts/api.ts'
import {
  fetchHistory,
  fetchOperation,
  fetchOperationsDetail,
} from '../../src/modules/history/api.ts'
import { fetchPages } from '../../src/modules/pages/api.ts'
import { sendClientToRelated } from '../../src/modules/related/api.ts'
import { configureTestApi, pending, stubNetwork } from '../helpers/network.ts'
import { freshQueryClient } from '../helpers/query.ts'

const signal = () => new AbortController().signal

/** call path -> how a caller makes it (with a cancel signal where the app passes one). */
const calls: [string, () => Promise<unknown>][] = [
  ['get-categories', () => fetchCategories(1, signal())],
  ['get-products', () => fetchProducts({ branch: 1, category: 2, offset: 0 }, signal())],
  [
    'get-products-by-ids',
    () => fetchProductsByIds({ branch: 1, products: [1], variations: [] }, signal()),
  ],
  ['catalog-search', () => searchCatalog({ query: 'пицца', branch: 1 }, signal())],
  [
    'product/5/variation',
    () => fetchVariation({ id: 5, attributeId: 1, valueId: 2, branch: 1 }, signal()),
  ],
  ['user-orders', () => fetchUserOrders({ limit: 10, page: 1 }, signal())],
  ['place-order', () => placeOrder({ idempotencyKey: 'k', order: {} }, signal())],
  ['operation-history', () => fetchHistory(30, 0, signal())],
  ['operations-detail', () => fetchOperationsDetail(signal())],
  ['operation/7', () => fetchOperation('7', signal())],
  ['get-coupons', () => fetchGift('gift-3')],
  ['gift-activate', () => activateGift('coupon-4', signal())],
  ['send-client-to-related', () => sendClientToRelated('other', signal())],
  ['bonus-messages', () => fetchBonusMessages()],
  ['pages', () => fetchPages()],
  ['geocoder/suggest', () => suggestAddresses('Ленина 1', undefined, signal())],
  ['geocoder/get-address', () => addressAt(55.7, 37.6, undefined, signal())],
  ['check-if-user-exists', () => authApi.userExists('79990000001')],
  ['user-auth', () => authApi.signIn('79990000001', '1234')],
  ['user-register', () => authApi.register({ phone: '79990000001' } as never)],
  ['user-update', () => authApi.update({ fName: 'Анна' } as never)],
  ['set-receipt-saving', () => authApi.setReceiptSaving(true)],
  ['user-send-sms', () => authApi.sendCode('79990000001')],
]

beforeEach(() => {
  configureTestApi()
  freshQueryClient()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('an answer without what the call needs', () => {
  it.each(calls)(
    '%s: `{status: ok}` alone is an error with the server text',
    async (path, call) => {
      stubNetwork({ [path]: { status: 'ok' } })
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).kind).toBe('malformed')
      expect(errorText(error)).toBe(errorTexts.server)
    },
  )
})

describe('an answer that never comes', () => {
  it.each(calls)('%s: times out after 100 s with the timeout text', async (path, call) => {
    vi.useFakeTimers()
    stubNetwork({ [path]: pending })
    const result = call().then(
      () => null,
      (e: unknown) => e,
    )
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT)
    const error = await result
    expect((error as ApiError).kind).toBe('timeout')
    expect(errorText(error)).toBe(errorTexts.timeout)
  })
})

describe('answers the server really sends', () => {
  it('get-coupons: the list maps gifts and coupons in the items order', async () => {
    stubNetwork({
      'get-coupons': {
        gift: [{ id: 1, title: 'Кофе' }],
        coupon: [{ id: 2, title: 'Скидка' }],
        items: ['coupon-2', 'gift-1'],
      },
    })
    expect((await fetchGifts()).map((g) => g.key)).toEqual(['coupon-2', 'gift-1'])
  })

  it('get-coupons: a list that is not a list is an error, not "no gifts"', async () => {
    stubNetwork({ 'get-coupons': { gift: 'none', items: [] } })
    await expect(fetchGifts()).rejects.toMatchObject({ kind: 'malformed' })
  })

  it('place-order: an order with an id is placed; a payment step needs its urls', async () => {
    const net = stubNetwork({ 'place-order': { order: { id: 12, status: 'new' } } })
    await expect(placeOrder({ idempotencyKey: 'k', order: {} })).resolves.toMatchObject({
      order: { id: 12 },
    })
    net.set('place-order', { order: { id: 12 }, additionalAction: { type: 'payment' } })
    await expect(placeOrder({ idempotencyKey: 'k', order: {} })).rejects.toMatchObject({
      kind: 'malformed',
    })
    net.set('place-order', { order: {} })
    await expect(placeOrder({ idempotencyKey: 'k', order: {} })).rejects.toMatchObject({
      kind: 'malformed',
    })
  })

  it('check-if-user-exists: only a boolean answers the question', async () => {
    const net = stubNetwork({ 'check-if-user-exists': { exists: true } })
    await expect(authApi.userExists('79990000001')).resolves.toBe(true)
    net.set('check-if-user-exists', { exists: 'no' })
    await expect(authApi.userExists('79990000001')).rejects.toMatchObject({ kind: 'malformed' })
  })

  it('user-send-sms: a code is on its way only when the answer says how the next one comes', async () => {
    const net = stubNetwork({
      'user-send-sms': { nextAttemptSMS: true, channel: 'sms', length: 5 },
    })
    await expect(authApi.sendCode('79990000001')).resolves.toMatchObject({ nextAttemptSMS: true })
    net.set('user-send-sms', {})
    await expect(authApi.sendCode('79990000001')).rejects.toMatchObject({ kind: 'malformed' })
  })
})
