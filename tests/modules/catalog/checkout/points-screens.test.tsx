import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { setAppData } from '../../../../src/core/state/app-data-inject.ts'
import { basket } from '../../../../src/modules/catalog/basket/store.ts'
import BonusOrderScreen from '../../../../src/modules/catalog/checkout/bonus-order-screen.tsx'
import BonusProductScreen from '../../../../src/modules/catalog/checkout/bonus-product-screen.tsx'
import {
  checkout,
  resetCheckout,
  resetPoints,
} from '../../../../src/modules/catalog/checkout/store.ts'
import { receive } from '../../../../src/modules/catalog/receive/store.ts'
import type { Product } from '../../../../src/modules/catalog/common/types.ts'
import { renderI18n } from '../../../ui/i18n-render.tsx'
import type { CatalogSettingsInput } from '../../../../src/shared/settings/catalog.ts'
import { catalogSettings } from '../settings.ts'

const product = (id: number, name: string, price: number, maxPayBonus = 100): Product => ({
  id,
  name,
  price,
  maxPayBonus,
})

function setup(bonus: number) {
  setAppData({
    settings: { modules: {}, decimal: 0, currency: '₽' },
    user: { idUser: 1, bonus },
    branches: [{ idBranch: 1, name: 'Арбат' }],
  })
  Object.assign(receive, { type: 'pickup', pickup: { idBranch: 1, name: 'Арбат' }, branches: [1] })
  basket.entries = [
    { product: product(1, 'Маргарита', 500), amount: 2 },
    { product: product(2, 'Морс', 150), amount: 1 },
  ]
}

const settings = (over: CatalogSettingsInput) =>
  catalogSettings({
    showBasket: true,
    payByBonus: true,
    pickup: { discount: 10 },
    ...over,
  })

beforeEach(() => resetCheckout())

/** The amount beside a term of the totals at the foot of a points screen. */
const total = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ')

describe('pay with points by order', () => {
  it('clamps the amount to the maximum: 30 % of the order, then the balance', async () => {
    setup(10_000)
    const user = userEvent.setup()
    await renderI18n(
      <BonusOrderScreen
        settings={settings({ payByBonusType: 'order', maxPayBonusK: 30, minPaymentAfterBonus: 1 })}
        params={{}}
      />,
    )
    // total after the 10 % pickup discount: 1035; 30 % of it, floor: 310
    expect(screen.getByText('Не больше 310 баллов для этого заказа')).toBeTruthy()
    const field = screen.getByLabelText('Сколько баллов списать')
    await user.type(field, '5000')
    expect((field as HTMLInputElement).value).toBe('310')
    expect(checkout.pointsByOrder).toBe(310)
    expect(total('Оплачено баллами')).toBe('−310 ₽')
    expect(total('К оплате')).toBe('725 ₽')
    await user.clear(field)
    await user.type(field, '12,5')
    expect(checkout.pointsByOrder).toBe(125)
    await user.click(screen.getByRole('button', { name: 'Не списывать баллы' }))
    expect(checkout.pointsByOrder).toBe(0)
  })

  it('says the balance with its unit: «Баланс: 1 500 баллов», a plural through ICU', async () => {
    setup(1500)
    await renderI18n(
      <BonusOrderScreen settings={settings({ payByBonusType: 'order' })} params={{}} />,
    )
    expect(screen.getByText(/^Баланс:/).textContent).toBe('Баланс: 1\u00a0500\u00a0баллов')
  })

  it('one point reads «21 балл»', async () => {
    setup(21)
    await renderI18n(
      <BonusOrderScreen settings={settings({ payByBonusType: 'order' })} params={{}} />,
    )
    expect(screen.getByText(/^Баланс:/).textContent).toBe('Баланс: 21\u00a0балл')
  })

  it('never more than the balance', async () => {
    setup(40)
    await renderI18n(
      <BonusOrderScreen settings={settings({ payByBonusType: 'order' })} params={{}} />,
    )
    expect(screen.getByText('Не больше 40 баллов для этого заказа')).toBeTruthy()
  })
})

describe('pay with points by product', () => {
  it('lists every unit; a unit can be ticked only when it fits the points left', async () => {
    setup(600)
    const user = userEvent.setup()
    await renderI18n(
      <BonusProductScreen settings={settings({ payByBonusType: 'product' })} params={{}} />,
    )
    const list = screen.getByRole('list', { name: 'Товары для оплаты баллами' })
    const boxes = list.querySelectorAll('input[type=checkbox]')
    expect(boxes).toHaveLength(3)
    const first = screen.getByRole('checkbox', { name: 'Маргарита, шт. 1' })
    const second = screen.getByRole('checkbox', { name: 'Маргарита, шт. 2' })
    const mors = screen.getByRole('checkbox', { name: 'Морс' })
    // 450 each after the discount: one pizza fits 600, then only the 135 mors
    await user.click(first)
    expect(checkout.tickedUnits).toEqual(['1:0'])
    expect((second as HTMLInputElement).disabled).toBe(true)
    expect((mors as HTMLInputElement).disabled).toBe(false)
    await user.click(mors)
    expect(screen.getByRole('status').textContent).toBe('Осталось баллов: 15 из 600')
    expect(total('Оплачено баллами')).toBe('−585 ₽')
    expect(total('К оплате')).toBe('450 ₽')
    // unticking frees the points again
    await user.click(first)
    expect((second as HTMLInputElement).disabled).toBe(false)
  })

  it('the choice resets (spec: on entering the basket)', () => {
    checkout.pointsByOrder = 50
    checkout.tickedUnits = ['1:0']
    act(() => resetPoints())
    expect(checkout.pointsByOrder).toBe(0)
    expect(checkout.tickedUnits).toEqual([])
  })
})
