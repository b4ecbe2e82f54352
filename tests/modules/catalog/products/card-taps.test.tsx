/**
 * A tap on + in the long category (issue 16, INP): the basket changes and only the tapped card
 * renders again — not the virtualised grid (which would look every rendered product up again)
 * nor the other cards. React's Profiler counts the commits; the cards' renders are counted by
 * their picture (each card renders its LazyImage), the grid's by its `productAt` look-ups.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAppData } from '../../../../src/core/state/app-data-inject.ts'
import { basket, clearBasket } from '../../../../src/modules/catalog/basket/store.ts'
import { setCatalogSettings } from '../../../../src/modules/catalog/common/config.ts'
import type { Product } from '../../../../src/modules/catalog/common/index.ts'
import { VirtualProductGrid } from '../../../../src/modules/catalog/products/virtual-product-grid.tsx'
import { receive } from '../../../../src/modules/catalog/receive/index.ts'
import { mockGridMeasure, SCREEN } from '../grid-measure.ts'
import { renderI18n } from '../../../ui/i18n-render.tsx'
import { catalogSettings } from '../settings.ts'

const cardRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../../src/ui/image/lazy-image.tsx', () => ({
  LazyImage: () => {
    cardRenders.count++
    return null
  },
}))

const product = (i: number): Product =>
  ({ id: 7000 + i, name: `Товар №${i + 1}`, price: 100, active: true }) as Product

beforeEach(() => {
  mockGridMeasure()
  setAppData({ settings: { modules: {}, catalogItemShowButtons: true } })
  setCatalogSettings(catalogSettings({ showBasket: true, amountControl: true }))
  receive.type = 'pickup'
  clearBasket()
})
afterEach(() => {
  vi.restoreAllMocks()
  clearBasket()
})

describe('tapping + on a card of the long category', () => {
  it('renders that card again, not the grid nor the other cards', async () => {
    const productAt = vi.fn((i: number) => product(i))
    const commits: string[] = []
    await renderI18n(
      <div data-scroller="" style={{ overflowY: 'auto', height: SCREEN }}>
        <Profiler id="list" onRender={(_, phase) => commits.push(phase)}>
          <VirtualProductGrid
            length={1040}
            productAt={productAt}
            onWindow={() => {}}
            label="Маркет"
            memoryKey="card-taps"
          />
        </Profiler>
      </div>,
    )
    const list = screen.getByRole('list', { name: 'Маркет' })
    const cards = within(list).getAllByRole('listitem')
    expect(cards.length).toBeGreaterThan(4)
    const add = within(list).getByRole('button', { name: 'В корзину: Товар №3' })
    productAt.mockClear()
    commits.length = 0
    cardRenders.count = 0

    await act(async () => {
      fireEvent.click(add)
    })

    expect(basket.entries.map((e) => [e.product.id, e.amount])).toEqual([[7002, 1]])
    expect(within(list).getByRole('button', { name: 'Больше: Товар №3' })).toBeTruthy()
    // One commit, with the tapped card alone: the grid did not look its products up again.
    expect(commits).toEqual(['update'])
    expect(productAt).not.toHaveBeenCalled()
    expect(cardRenders.count).toBe(1)

    // + on the amount control: again only that card.
    cardRenders.count = 0
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Больше: Товар №3' }))
    })
    expect(within(list).getByRole('status', { name: 'Количество: Товар №3' })).toHaveTextContent(
      '2',
    )
    expect(productAt).not.toHaveBeenCalled()
    expect(cardRenders.count).toBe(1)
  })
})
