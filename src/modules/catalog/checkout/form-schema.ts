/**
 * The checkout form's schema, built from settings (spec catalog-and-ordering §5 Checkout form;
 * docs/adr/003-forms.md: a field exists only when its setting says so):
 * - a self/friend toggle for delivery only; for a friend, name and a valid phone (phone keyword);
 * - a time when askTime is set, from the slots of the chosen branch and type; an empty list says
 *   'No available intervals' and cannot be submitted;
 * - a payment type when types exist (already filtered by dependDelivery);
 * - an e-mail when the chosen payment type needs one;
 * - a free comment.
 * Pure: tested in tests/modules/catalog/checkout/form-schema.test.ts.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { PaymentType } from '../../../shared/pricing/payment-types.ts'
import type { ReceiveType } from '../receive/index.ts'
import type { CheckoutFormData } from './store.ts'

export interface TimeOption {
  /** ms since the epoch */
  at: number
  label: string
}

export interface CheckoutSchemaInput {
  receive: ReceiveType
  askTime: boolean
  timeOptions: readonly TimeOption[]
  /** The types offered for this receive type. */
  paymentTypes: readonly PaymentType[]
  /** The form's current data: the friend fields and the e-mail depend on it. */
  data: CheckoutFormData
}

export function chosenPaymentType(
  types: readonly PaymentType[],
  data: CheckoutFormData,
): PaymentType | null {
  return types.find((t) => String(t.id) === String(data.paymentType ?? '')) ?? null
}

/** The English source texts of the schema, for SchemaForm's `texts`. */
export const checkoutFieldTexts: Record<string, MessageDescriptor> = {
  'Who receives the order': msg`Who receives the order`,
  Me: msg`Me`,
  'Someone else': msg`Someone else`,
  "Recipient's name": msg`Recipient's name`,
  "Recipient's phone": msg`Recipient's phone`,
  Time: msg`Time`,
  'No available intervals': msg`No available intervals`,
  'Payment method': msg`Payment method`,
  'E-mail for the receipt': msg`E-mail for the receipt`,
  'Order comment': msg`Order comment`,
}

export const NO_INTERVALS = 'No available intervals'

export function buildCheckoutSchema(input: CheckoutSchemaInput): {
  schema: RJSFSchema
  uiSchema: UiSchema<CheckoutFormData>
} {
  const properties: Record<string, RJSFSchema> = {}
  const required: string[] = []
  const ui: UiSchema<CheckoutFormData> = {}
  const order: string[] = []

  if (input.receive === 'delivery') {
    properties.recipient = {
      type: 'string',
      title: 'Who receives the order',
      oneOf: [
        { const: 'self', title: 'Me' },
        { const: 'friend', title: 'Someone else' },
      ],
      default: 'self',
    }
    ui.recipient = { 'ui:widget': 'radio' }
    order.push('recipient')
    if (input.data.recipient === 'friend') {
      properties.name = { type: 'string', title: "Recipient's name", maxLength: 100 }
      properties.phone = { type: 'string', title: "Recipient's phone", phone: true } as RJSFSchema
      required.push('name', 'phone')
      ui.name = { 'ui:autocomplete': 'off' }
      ui.phone = { 'ui:widget': 'phone' }
      order.push('name', 'phone')
    }
  }

  if (input.askTime) {
    if (input.timeOptions.length) {
      properties.time = {
        type: 'string',
        title: 'Time',
        oneOf: input.timeOptions.map((o) => ({ const: String(o.at), title: o.label })),
      }
      ui.time = { 'ui:widget': 'select' }
    } else {
      // spec §5: an empty list says there are no available intervals (and cannot be sent).
      properties.time = { type: 'string', title: 'Time' }
      ui.time = {
        'ui:widget': 'select',
        'ui:placeholder': NO_INTERVALS,
        'ui:help': NO_INTERVALS,
      }
    }
    required.push('time')
    order.push('time')
  }

  if (input.paymentTypes.length) {
    properties.paymentType = {
      type: 'string',
      title: 'Payment method',
      oneOf: input.paymentTypes.map((t) => ({
        const: String(t.id),
        title: t.name || String(t.id),
      })),
    }
    ui.paymentType = { 'ui:widget': 'radio' }
    required.push('paymentType')
    order.push('paymentType')
    if (chosenPaymentType(input.paymentTypes, input.data)?.needEmail) {
      properties.email = {
        type: 'string',
        title: 'E-mail for the receipt',
        email: true,
      } as RJSFSchema
      ui.email = { 'ui:widget': 'email', 'ui:autocomplete': 'email' }
      required.push('email')
      order.push('email')
    }
  }

  properties.comment = { type: 'string', title: 'Order comment', maxLength: 1000 }
  ui.comment = { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } }
  order.push('comment')
  ui['ui:order'] = order

  return { schema: { type: 'object', required, properties }, uiSchema: ui }
}
