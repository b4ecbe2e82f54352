// @vitest-environment node
/**
 * The server prices orders on its own data (server/orders/pricing.ts, rules.ts) with the app's
 * rules from src/shared; these hold its adapters to what the app computes (the basket's
 * basket/rules.ts, shared/pricing/points.ts, the catalog's receive/zones.ts), so what the basket
 * shows is what the server charges.
 */
import { describe, expect, it } from 'vitest'
import {
  maxPoints,
  orderTotals,
  pointsForUnits,
  type PricedLine,
} from '../../server/orders/pricing.ts'
import { checkZone as serverZone } from '../../server/orders/rules.ts'
import { brandModuleSettings } from '../../server/module-settings.ts'
import { deliveryZones } from '../../server/seed/geo.ts'
import { pizzeriaMsk } from '../../server/seed/pizzeria.ts'
import {
  maxPointsByOrder,
  paidByBonusCounts,
  pointUnits,
  tickedPoints,
} from '../../src/shared/pricing/points.ts'
import { checkZone as appZone } from '../../src/modules/catalog/receive/zones.ts'
import { basketTotals } from '../../src/modules/catalog/basket/rules.ts'
import type { Product } from '../../src/modules/catalog/common/types.ts'

// The catalog settings as both sides read them: the schema's defaults filled in.
const parsed = brandModuleSettings(pizzeriaMsk.settings, 'catalog')
if (!parsed) throw new Error("pizzeria-msk's catalog settings do not pass their schema")
const settings = parsed

const baskets: [number, number, number][][] = [
  [[590, 1, 100]],
  [
    [590, 2, 50],
    [190, 3, 100],
  ],
  [
    [1490, 1, 30],
    [99.5, 3, 100],
  ],
  [[333, 7, 100]],
]

const lines = (b: [number, number, number][]): PricedLine[] =>
  b.map(([price, count, max], i) => ({
    id: i + 1,
    unitPrice: price,
    count,
    maxPayBonus: max,
    paidByBonus: 0,
  }))

describe('server pricing = app rules', () => {
  for (const receive of ['delivery', 'pickup'] as const) {
    it(`totals for ${receive}`, () => {
      for (const b of baskets) {
        const server = orderTotals(lines(b), receive, settings)
        const app = basketTotals({
          entries: b.map(([price, amount], i) => ({
            product: { id: i + 1, name: 'x', price } as Product,
            amount,
          })),
          receive,
          branch: 1,
          delivery: settings.delivery,
          pickup: settings.pickup,
        })
        expect(server.subtotal).toBe(app.subtotal)
        expect(server.discount).toBe(app.discount)
        expect(server.deliveryFee).toBe(app.deliveryFee)
        expect(server.total).toBe(app.total)
        expect(server.belowMinOrder).toBe(app.belowMinOrder)
      }
    })
  }

  it('the points maximum for both types and balances', () => {
    for (const type of ['order', 'product'] as const) {
      for (const balance of [0, 50, 400, 100000]) {
        for (const b of baskets) {
          const s = { ...settings, payByBonusType: type }
          const discount = 10
          expect(maxPoints(lines(b), discount, balance, s)).toBe(
            maxPointsByOrder({
              balance,
              discountPercent: discount,
              items: b.map(([price, amount, maxPayBonus], i) => ({
                id: i + 1,
                price,
                amount,
                maxPayBonus,
              })),
              settings: s,
            }),
          )
        }
      }
    }
  })

  it('points by product: the ticked units cost the same, floored', () => {
    const items = [
      { id: 1, price: 590, amount: 2 },
      { id: 2, price: 99.5, amount: 3 },
    ]
    const units = pointUnits(items, 10)
    const ticked = [units[0]!.key, units[2]!.key, units[3]!.key]
    const counts = paidByBonusCounts(units, ticked)
    const server = pointsForUnits(
      items.map((it) => ({
        id: it.id,
        unitPrice: it.price,
        count: it.amount,
        maxPayBonus: 100,
        paidByBonus: counts.get(it.id) ?? 0,
      })),
      10,
    )
    expect(server).toBe(Math.floor(tickedPoints(units, ticked)))
  })

  it('delivery zones: the same branch or the same refusal', () => {
    const branches = pizzeriaMsk.branches.map((b) => ({
      idBranch: b.idBranch,
      lat: b.lat,
      lng: b.lng,
      shape: deliveryZones['pizzeria-msk']![b.idBranch],
    }))
    const points = [
      { lat: 55.7602, lng: 37.6085 },
      { lat: 55.7522, lng: 37.5927 },
      { lat: 55.7, lng: 37.6 },
      { lat: 55.72, lng: 37.56 },
      { lat: 55.5687, lng: 37.4853 },
      { lat: 55.68, lng: 37.55 },
    ]
    for (const p of points) {
      const s = serverZone(p, branches)
      const a = appZone({ point: p, branches })
      expect(s.status).toBe(a.status)
      if (s.status === 'in') expect(s.idBranch).toBe(a.idBranch)
    }
  })
})
