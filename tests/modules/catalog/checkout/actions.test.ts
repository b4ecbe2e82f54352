/**
 * place-order's answer decides the outcome (issue 10): only an answer that carries an order
 * shows «Спасибо за заказ!» and clears the basket; a garbled one, a 500, a timeout or a lost
 * connection show the spec's text and keep the basket, stored for a reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_TIMEOUT } from '../../../../src/core/api/client.ts'
import { errorTexts } from '../../../../src/core/api/errors.ts'
import { overlay } from '../../../../src/core/overlay.ts'
import { setAppData } from '../../../../src/core/state/app-data-inject.ts'
import { readJson, storageKeys } from '../../../../src/core/storage/storage.ts'
import { basket, initBasket } from '../../../../src/modules/catalog/basket/store.ts'
import { checkoutTexts, submitCheckout } from '../../../../src/modules/catalog/checkout/actions.ts'
import { resetCheckout } from '../../../../src/modules/catalog/checkout/store.ts'
import { receive } from '../../../../src/modules/catalog/receive/store.ts'
import type { Product } from '../../../../src/modules/catalog/common/types.ts'
import {
  configureTestApi,
  networkError,
  pending,
  serverError,
  stubNetwork,
  type Route,
} from '../../../helpers/network.ts'
import { freshQueryClient } from '../../../helpers/query.ts'

const pizza: Product = { id: 1, name: 'Маргарита', price: 500 }

let stopBasket: () => void = () => {}

beforeEach(() => {
  configureTestApi()
  freshQueryClient()
  localStorage.clear()
  overlay.stack.splice(0)
  resetCheckout()
  setAppData({
    settings: { modules: {}, decimal: 0, currency: '₽' },
    user: { idUser: 1, bonus: 0 },
    branches: [{ idBranch: 1, name: 'Арбат' }],
  })
  Object.assign(receive, { type: 'pickup', pickup: { idBranch: 1, name: 'Арбат' }, branches: [1] })
  stopBasket = initBasket()
  basket.entries = [{ product: { ...pizza }, amount: 2 }]
})
afterEach(() => {
  stopBasket()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const html = () =>
  new Response('<html><body>Оплата</body></html>', {
    status: 200,
    headers: { 'content-type': 'text/html' },
  })

function network(placeOrder: Route) {
  return stubNetwork({ 'get-products-by-ids': { products: [pizza] }, 'place-order': placeOrder })
}

const topDialog = () => overlay.stack.at(-1)?.request as { title?: unknown; text?: unknown }

function expectBasketKept() {
  expect(basket.entries).toHaveLength(1)
  expect(basket.entries[0]!.amount).toBe(2)
  expect(readJson<unknown[]>(storageKeys.basket, [])).toHaveLength(1)
  expect(topDialog()?.title).not.toBe(checkoutTexts.finishTitle)
}

describe('place-order', () => {
  it('an answer with the order thanks the person and clears the basket', async () => {
    network({ order: { id: 77, status: 'new', orderNum: '77' } })
    await submitCheckout({})
    expect(topDialog()?.title).toBe(checkoutTexts.finishTitle)
    expect(basket.entries).toHaveLength(0)
  })

  it.each<[string, Route]>([
    ['an HTML page', html],
    ['`status: ok` without an order', { status: 'ok' }],
    ['an order without an id', { order: { status: 'new' } }],
    ['an empty object', () => new Response('{}', { status: 200 })],
    ['truncated JSON', () => new Response('{"status":"ok","order":{"id":7', { status: 200 })],
  ])('%s shows the server error text and keeps the basket', async (_, route) => {
    network(route)
    await submitCheckout({})
    expect(topDialog()?.text).toBe(errorTexts.server)
    expectBasketKept()
  })

  it('a 500 without an envelope shows the server error text and keeps the basket', async () => {
    network(() => new Response('Internal Server Error', { status: 500 }))
    await submitCheckout({})
    expect(topDialog()?.text).toBe(errorTexts.server)
    expectBasketKept()
  })

  it('a 500 with an envelope shows the server’s words and keeps the basket', async () => {
    network(serverError('Ресторан закрыт', 500))
    await submitCheckout({})
    expect(topDialog()?.text).toBe('Ресторан закрыт')
    expectBasketKept()
  })

  it('a lost connection shows the network text and keeps the basket', async () => {
    network(networkError)
    await submitCheckout({})
    expect(topDialog()?.text).toBe(errorTexts.network)
    expectBasketKept()
  })

  it('no answer in 100 s shows the timeout text and keeps the basket', async () => {
    vi.useFakeTimers()
    network(pending)
    const done = submitCheckout({})
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT)
    await done
    expect(topDialog()?.text).toBe(errorTexts.timeout)
    expectBasketKept()
  })
})
