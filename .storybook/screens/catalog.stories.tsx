/** The catalog module's screens (catalog, category, product, search, basket, checkout, orders). */
import { i18n } from '@lingui/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { appData } from '../../src/core/state/app-data.ts'
import { deliveryTexts } from '../../src/modules/catalog/receive/texts.ts'
import { basketWithItem, firstRecorded, screen } from '../story-kit.tsx'

const meta: Meta = { title: 'Screens/Catalog', tags: ['screen'] }
export default meta

const category = () => firstRecorded('POST get-categories', 'category')
const hasCatalog = () => !!appData.data?.settings?.modules?.catalog

/** The box an element's own scroll box (the page content, role group) shows, less its padding. */
function visibleBottom(element: Element): number {
  const box = element.closest('[role="group"]')
  if (!box) throw new Error('no scroll box around the element')
  const padding = parseFloat(getComputedStyle(box).paddingBottom) || 0
  return box.getBoundingClientRect().bottom - padding
}

export const Catalog = screen('/catalog/')
export const Category: StoryObj = {
  ...screen(() => `/catalog/category/${category()}`),
  tags: ['snapshot'],
  parameters: { snapshot: { module: 'catalog' } },
  // Session 14: on a short category the receive-choice sheet stood right under the tiles,
  // mid-screen; it is docked at the bottom of the screen.
  play: async ({ canvas }) => {
    if (!hasCatalog()) return
    const sheet = await canvas.findByRole(
      'region',
      { name: i18n._(deliveryTexts.receiveType) },
      { timeout: 20_000 },
    )
    await waitFor(() =>
      expect(Math.abs(sheet.getBoundingClientRect().bottom - visibleBottom(sheet))).toBeLessThan(2),
    )
  },
}
export const Product = screen(
  () => `/catalog/category/0/${firstRecorded('POST get-products', 'products')}`,
)
export const Search = screen('/catalog/search')
export const Basket = screen('/catalog/basket')
export const BasketWithItem: StoryObj = {
  ...screen('/catalog/basket'),
  tags: ['snapshot'],
  parameters: { storage: basketWithItem, snapshot: { module: 'catalog' } },
  // Session 14: the row's price ended 35 px left of the totals' prices; one column now.
  play: async ({ canvas }) => {
    if (!hasCatalog()) return
    // the totals' goods value: a definition whose text (one piece's price) is the row's too
    // (other lists on the page, e.g. a brand's notes, hold definitions without a twin)
    const values = await canvas.findAllByRole('definition', undefined, { timeout: 20_000 })
    // as Testing Library reads text: the no-break spaces as spaces
    const read = (e: Element) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()
    const twin = values.find((v) => canvas.queryAllByText(read(v), { exact: true }).length > 1)
    await expect(twin, 'a totals value that is also a row price').toBeDefined()
    const price = read(twin!)
    const prices = canvas.getAllByText(price, { exact: true })
    const rights = prices.map((p) => Math.round(p.getBoundingClientRect().right))
    await expect(prices.length, `«${price}» in the row and the totals`).toBeGreaterThanOrEqual(2)
    await expect(Math.max(...rights) - Math.min(...rights), rights.join(', ')).toBeLessThanOrEqual(
      1,
    )
  },
}
export const Checkout = screen('/catalog/form')
export const BonusOrder = screen('/catalog/bonus-order')
export const BonusProduct = screen('/catalog/bonus-product')
export const PaymentSuccess = screen('/catalog/payment/success')
export const PaymentFailure = screen('/catalog/payment/fail')
export const Orders = screen('/catalog/history')
export const Order = screen('/catalog/history/body')
