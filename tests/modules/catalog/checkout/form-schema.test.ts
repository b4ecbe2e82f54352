// @vitest-environment node
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { buildCheckoutSchema } from '../../../../src/modules/catalog/checkout/form-schema.ts'
import { paymentTypesFor, type PaymentType } from '../../../../src/shared/pricing/payment-types.ts'
import { addSpecKeywords } from '../../../../src/shared/validation/keywords.ts'

const types: PaymentType[] = [
  { id: 1, name: 'Cash', dependDelivery: 'delivery' },
  { id: 3, name: 'Online', dependDelivery: 'all', needEmail: true, online: true },
  { id: 4, name: 'At the till', dependDelivery: 'pickup' },
  { id: 5, name: 'Any' },
]
const slots = [
  { at: 1_700_000_000_000, label: '12:15' },
  { at: 1_700_000_900_000, label: '12:30' },
]
const ajv = addSpecKeywords(new Ajv({ allErrors: true, strict: false }))
const valid = (schema: object, data: object) => ajv.compile(schema)(data)

describe('checkout form schema from settings', () => {
  it('offers the payment types of the receive type (dependDelivery)', () => {
    expect(paymentTypesFor(types, 'delivery').map((t) => t.id)).toEqual([1, 3, 5])
    expect(paymentTypesFor(types, 'pickup').map((t) => t.id)).toEqual([3, 4, 5])
  })

  it('delivery: the self/friend toggle; a friend needs a name and a valid phone', () => {
    const self = buildCheckoutSchema({
      receive: 'delivery',
      askTime: false,
      timeOptions: [],
      paymentTypes: [],
      data: { recipient: 'self' },
    })
    expect(Object.keys(self.schema.properties!)).toEqual(['recipient', 'comment'])
    const friend = buildCheckoutSchema({
      receive: 'delivery',
      askTime: false,
      timeOptions: [],
      paymentTypes: [],
      data: { recipient: 'friend' },
    })
    expect(friend.schema.required).toEqual(['name', 'phone'])
    expect(friend.uiSchema.phone).toEqual({ 'ui:widget': 'phone' })
    expect(valid(friend.schema, { recipient: 'friend', name: 'Анна' })).toBe(false)
    expect(valid(friend.schema, { recipient: 'friend', name: 'Анна', phone: '+7 (999) 12' })).toBe(
      false,
    )
    expect(
      valid(friend.schema, { recipient: 'friend', name: 'Анна', phone: '+7 (999) 123-45-67' }),
    ).toBe(true)
  })

  it('pickup has no toggle', () => {
    const { schema } = buildCheckoutSchema({
      receive: 'pickup',
      askTime: false,
      timeOptions: [],
      paymentTypes: [],
      data: { recipient: 'friend' },
    })
    expect(Object.keys(schema.properties!)).toEqual(['comment'])
  })

  it('askTime: a required time among the slots; none says there are no intervals', () => {
    const { schema, uiSchema } = buildCheckoutSchema({
      receive: 'pickup',
      askTime: true,
      timeOptions: slots,
      paymentTypes: [],
      data: {},
    })
    expect(schema.required).toContain('time')
    expect(valid(schema, { time: String(slots[1]!.at) })).toBe(true)
    expect(valid(schema, { time: '123' })).toBe(false)
    expect(uiSchema['ui:order']).toEqual(['time', 'comment'])
    const empty = buildCheckoutSchema({
      receive: 'pickup',
      askTime: true,
      timeOptions: [],
      paymentTypes: [],
      data: {},
    })
    expect(empty.uiSchema.time).toMatchObject({ 'ui:placeholder': 'No available intervals' })
    expect(valid(empty.schema, {})).toBe(false)
  })

  it('a payment type is required when types exist; e-mail only for a type that needs it', () => {
    const offered = paymentTypesFor(types, 'pickup')
    const none = buildCheckoutSchema({
      receive: 'pickup',
      askTime: false,
      timeOptions: [],
      paymentTypes: offered,
      data: {},
    })
    expect(none.schema.required).toEqual(['paymentType'])
    expect(none.schema.properties!.email).toBeUndefined()
    const online = buildCheckoutSchema({
      receive: 'pickup',
      askTime: false,
      timeOptions: [],
      paymentTypes: offered,
      data: { paymentType: '3' },
    })
    expect(online.schema.required).toEqual(['paymentType', 'email'])
    expect(valid(online.schema, { paymentType: '3', email: 'bad' })).toBe(false)
    expect(valid(online.schema, { paymentType: '3', email: 'me@example.org' })).toBe(true)
    const noTypes = buildCheckoutSchema({
      receive: 'pickup',
      askTime: false,
      timeOptions: [],
      paymentTypes: [],
      data: {},
    })
    expect(noTypes.schema.properties!.paymentType).toBeUndefined()
  })
})
