/**
 * The long category's virtualised grid (issue 16, virtual-product-grid.tsx) in jsdom with a
 * mocked measure (a 844 px screen, 290 px rows): only the rows near the screen are in the DOM,
 * each card says its place in the whole list, a card whose page has not come is a busy
 * placeholder, the rows shown are reported (so their pages load), and the focused card stays.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '../../../src/modules/catalog/common/index.ts'
import {
  ROW_ESTIMATE,
  VirtualProductGrid,
} from '../../../src/modules/catalog/products/virtual-product-grid.tsx'
import { mockGridMeasure, SCREEN } from './grid-measure.ts'
import { renderI18n } from '../../ui/i18n-render.tsx'

const product = (i: number): Product =>
  ({ id: 5000 + i, name: `Товар №${i + 1}`, price: 100, active: true }) as Product

beforeEach(() => {
  mockGridMeasure()
})
afterEach(() => vi.restoreAllMocks())

async function renderGrid(loaded: number) {
  const onWindow = vi.fn()
  await renderI18n(
    <div data-scroller="" style={{ overflowY: 'auto', height: SCREEN }}>
      <VirtualProductGrid
        length={1040}
        productAt={(i) => (i < loaded || i >= 1036 ? product(i) : undefined)}
        onWindow={onWindow}
        label="Маркет"
        memoryKey={`test-${loaded}`}
      />
    </div>,
  )
  const list = screen.getByRole('list', { name: 'Маркет' })
  const scroller = list.parentElement!
  const scrollTo = async (top: number) => {
    await act(async () => {
      scroller.scrollTop = top
      fireEvent.scroll(scroller)
    })
  }
  return { list, scroller, onWindow, scrollTo }
}

describe('VirtualProductGrid', () => {
  it('renders the rows near the screen only, each card with its place in 1,040', async () => {
    const { list, onWindow } = await renderGrid(40)
    const items = within(list).getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(2)
    expect(items.length).toBeLessThanOrEqual(16)
    expect(items[0]).toHaveAttribute('aria-posinset', '1')
    expect(items[0]).toHaveAttribute('aria-setsize', '1040')
    expect(within(items[0]!).getByRole('button', { name: 'Товар №1' })).toBeTruthy()
    // The whole list's height is there from the start (the scrollbar reaches the end).
    expect(list.style.height).toBe(`${520 * ROW_ESTIMATE}px`)
    await waitFor(() =>
      expect(onWindow).toHaveBeenLastCalledWith({
        first: 0,
        last: items.length - 1,
        perScreen: 6,
      }),
    )
  })

  it('a jump to the end shows the last cards and reports them; missing ones are busy', async () => {
    const { list, onWindow, scrollTo } = await renderGrid(40)
    await scrollTo(520 * ROW_ESTIMATE - SCREEN)
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Товар №1040' })).toBeTruthy(),
    )
    const items = within(list).getAllByRole('listitem')
    expect(items.at(-1)).toHaveAttribute('aria-posinset', '1040')
    expect(items.length).toBeLessThanOrEqual(16)
    expect(onWindow.mock.lastCall![0]).toMatchObject({ last: 1039 })
    // Products before 1036 have not come: their cards wait, announced as loading.
    const waiting = items.filter((li) => li.getAttribute('aria-busy') === 'true')
    expect(waiting.length).toBeGreaterThan(0)
    expect(within(waiting[0]!).getByText('Загрузка')).toBeTruthy()
  })

  it('the focused card stays in the page while its row scrolls far away', async () => {
    const { list, scrollTo } = await renderGrid(1040)
    const button = within(list).getByRole('button', { name: 'Товар №1' })
    act(() => button.focus())
    await scrollTo(300 * ROW_ESTIMATE)
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Товар №601' })).toBeTruthy(),
    )
    expect(document.activeElement).toBe(button)
    expect(button.isConnected).toBe(true)
  })
})
