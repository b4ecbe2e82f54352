// @vitest-environment node
/**
 * The demo seed's delivery zones against its address table, through the app's own zone check:
 * what server/README.md promises testers (which addresses are in and out of zone).
 */
import { describe, expect, it } from 'vitest'
import { checkZone } from '../../src/modules/catalog/receive/zones.ts'
import { guestAppData } from '../../server/seed/helpers.ts'
import { demoBrands } from '../../server/seed/index.ts'
import { geoAddresses } from '../../server/seed/geo.ts'

const addresses = geoAddresses()
const branchesOf = (client: string) =>
  guestAppData(demoBrands.find((b) => b.client === client)!).branches as (ReturnType<
    typeof guestAppData
  >['branches'][number] & { shape?: unknown })[]
const address = (value: string) => {
  const a = addresses.find((x) => x.value === value)
  if (!a) throw new Error(`no address ${value}`)
  return a
}
const check = (client: string, value: string) =>
  checkZone({ point: address(value), branches: branchesOf(client), required: true })

describe('demo delivery zones', () => {
  it('gives every ordering branch a zone that holds the branch itself', () => {
    for (const client of ['pizzeria-msk', 'pizzeria-spb', 'sushi']) {
      const branches = branchesOf(client)
      expect(branches.every((b) => b.shape)).toBe(true)
      const kinds = new Set(branches.map((b) => (b.shape as { type: string }).type))
      expect(kinds).toEqual(new Set(['circle', 'polygon']))
      for (const b of branches) {
        const r = checkZone({ point: b, branches: [b] })
        expect(r.status, `${client} ${b.name}`).toBe('in')
      }
    }
  })

  it('delivers the city centre from the nearest branch', () => {
    expect(check('pizzeria-msk', 'г Москва, ул Тверская, д 12')).toMatchObject({
      status: 'in',
      idBranch: 1,
    })
    expect(check('pizzeria-msk', 'г Москва, ул Арбат, д 20')).toMatchObject({ idBranch: 2 })
    expect(check('pizzeria-spb', 'г Санкт-Петербург, пр-кт Невский, д 10')).toMatchObject({
      status: 'in',
      idBranch: 1,
    })
    expect(check('sushi', 'Респ Татарстан, г Казань, ул Баумана, д 10')).toMatchObject({
      status: 'in',
      idBranch: 1,
    })
    expect(check('sushi', 'Респ Татарстан, г Казань, пр-кт Победы, д 12')).toMatchObject({
      status: 'in',
      idBranch: 2,
    })
  })

  it('leaves the README’s out-of-zone streets out, including the concave notches', () => {
    for (const [client, value] of [
      ['pizzeria-msk', 'г Москва, п Коммунарка, ул Александры Монаховой, д 3'],
      ['pizzeria-msk', 'г Москва, ул Вавилова, д 1'],
      ['pizzeria-spb', 'г Санкт-Петербург, ул Савушкина, д 5'],
      ['pizzeria-spb', 'г Санкт-Петербург, пр-кт Литейный, д 1'],
      ['sushi', 'Респ Татарстан, г Казань, ул Гаврилова, д 4'],
    ] as const) {
      expect(check(client, value).status, value).toBe('out')
    }
    // the spine of the Leninsky C is in
    expect(check('pizzeria-msk', 'г Москва, ул Вавилова, д 13')).toMatchObject({ idBranch: 3 })
  })
})
