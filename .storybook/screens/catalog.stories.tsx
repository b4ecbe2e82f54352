/** The catalog module's screens (catalog, category, product, search, basket, checkout, orders). */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { basketWithItem, firstRecorded, screen } from '../story-kit.tsx'

const meta: Meta = { title: 'Screens/Catalog', tags: ['screen'] }
export default meta

const category = () => firstRecorded('POST get-categories', 'category')

export const Catalog = screen('/catalog/')
export const Category: StoryObj = {
  ...screen(() => `/catalog/category/${category()}`),
  tags: ['snapshot'],
  parameters: { snapshot: { module: 'catalog' } },
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
}
export const Checkout = screen('/catalog/form')
export const BonusOrder = screen('/catalog/bonus-order')
export const BonusProduct = screen('/catalog/bonus-product')
export const PaymentSuccess = screen('/catalog/payment/success')
export const PaymentFailure = screen('/catalog/payment/fail')
export const Orders = screen('/catalog/history')
export const Order = screen('/catalog/history/body')
