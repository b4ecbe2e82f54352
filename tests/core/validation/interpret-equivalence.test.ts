// @vitest-environment node
/**
 * The interpreter answers as ajv did (docs/adr/006-forms-without-eval.md): over the app's real
 * forms — registration and profile for every demo brand's auth settings, checkout for every
 * receive type and payment set-up, the demo contact form — and good and bad data, the same
 * verdict and the same errors as ajv set up like @rjsf/validator-ajv8 (ajv and the validator
 * live in this test only), and the same rjsf answer (errors, messages, titles, error schema).
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { customizeValidator } from '@rjsf/validator-ajv8'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import demoContact from '../../../schemas/forms/demo-contact.json'
import demoContactUi from '../../../schemas/forms/demo-contact.ui.json'
import { demoBrands } from '../../../server/seed/index.ts'
import { demoPaymentTypes } from '../../../server/seed/orders.ts'
import { interpret, type JsonSchema } from '../../../src/core/validation/interpret.ts'
import { addSpecKeywords } from '../../../src/shared/validation/keywords.ts'
import { profileForm, registrationForm } from '../../../src/modules/auth/forms.ts'
import { moduleSettings } from '../../helpers/module-settings.ts'
import { buildCheckoutSchema } from '../../../src/modules/catalog/checkout/form-schema.ts'
import { paymentTypesFor, type PaymentType } from '../../../src/shared/pricing/payment-types.ts'
import type { CheckoutFormData } from '../../../src/modules/catalog/checkout/store.ts'
import { specValidator } from '../../../src/ui/schema-form/validator.ts'

// ajv as @rjsf/validator-ajv8 builds it (createAjvInstance), plus the spec's keywords
const ajv = addSpecKeywords(
  new Ajv({ allErrors: true, multipleOfPrecision: 8, strict: false, verbose: true }),
)
addFormats(ajv)
const ajvValidator = customizeValidator({ extenderFn: (a) => addSpecKeywords(a) })

interface Form {
  name: string
  schema: RJSFSchema
  uiSchema: UiSchema
}

const withoutId = (schema: RJSFSchema): RJSFSchema => {
  const { $id: _id, ...rest } = schema
  return rest
}

function authForms(): Form[] {
  const forms: Form[] = []
  const settingsList = demoBrands.map((b) => [b.client, b.settings.modules.auth ?? {}] as const)
  // the auth set-ups the demo brands do not cover
  settingsList.push(
    ['base', { type: 'base', email: true, emailRequired: true, ageLimit: 18 }],
    ['base-pin', { type: 'base', usePincode: true, receiptToEmailModuleEnabled: true }],
    ['sms-age', { type: 'sms', ageLimit: 21, email: false }],
  )
  for (const [name, raw] of settingsList) {
    const auth = moduleSettings('auth', raw)
    for (const canEnterCode of [false, true]) {
      const reg = registrationForm(auth, { canEnterCode })
      forms.push({
        name: `registration ${name}${canEnterCode ? ' +code' : ''}`,
        schema: withoutId(reg.schema),
        uiSchema: reg.uiSchema as UiSchema,
      })
    }
    const profile = profileForm(auth)
    forms.push({
      name: `profile ${name}`,
      schema: withoutId(profile.schema),
      uiSchema: profile.uiSchema as UiSchema,
    })
  }
  return forms
}

function checkoutForms(): Form[] {
  const forms: Form[] = []
  const typeSets: [string, PaymentType[]][] = [
    ['pizzeria', demoPaymentTypes('pizzeria')],
    ['sushi', demoPaymentTypes('sushi')],
    ['none', []],
  ]
  const slots = [
    { at: 1_800_000_000_000, label: '12:00' },
    { at: 1_800_001_800_000, label: '12:30' },
  ]
  for (const receive of ['delivery', 'pickup'] as const) {
    for (const [setName, types] of typeSets) {
      const offered = paymentTypesFor(types, receive)
      const datas: CheckoutFormData[] = [
        { recipient: 'self' },
        { recipient: 'friend' },
        ...offered.map((t) => ({ recipient: 'self' as const, paymentType: String(t.id) })),
      ]
      for (const data of datas) {
        for (const [askTime, timeOptions] of [
          [false, []],
          [true, []],
          [true, slots],
        ] as const) {
          const { schema, uiSchema } = buildCheckoutSchema({
            receive,
            askTime,
            timeOptions,
            paymentTypes: offered,
            data,
          })
          forms.push({
            name: `checkout ${receive} ${setName} ${JSON.stringify(data)} time:${askTime}/${timeOptions.length}`,
            schema,
            uiSchema: uiSchema as UiSchema,
          })
        }
      }
    }
  }
  return forms
}

const forms: Form[] = [
  ...authForms(),
  ...checkoutForms(),
  {
    name: 'demo contact',
    schema: withoutId(demoContact as RJSFSchema),
    uiSchema: demoContactUi as UiSchema,
  },
]

const long = (n: number, c = 'а') => c.repeat(n)

/** Good and bad values for every field name the app's forms have. */
const values: Record<string, unknown[]> = {
  phone: ['+7 (999) 123-45-67', '+375 29 123-45-67', '', '+7 999', '123', 79991234567, null],
  fName: ['Анна', 'Anna-Maria', '', ' ', 'A1', long(30), long(31), '😀'.repeat(30), 5],
  lName: ['Петрова', '', 'Smith2', long(32), long(33)],
  bday: ['01.01.1990', '31.02.1990', '1990-01-01', '', 'завтра'],
  email: ['a@b.ru', 'bad', 'a@b', '', long(250) + '@b.ru', 1],
  sendReceiptToEmail: [true, false, 'yes'],
  password: ['secret', '123', '1234', long(32, 'x'), long(33, 'x'), ''],
  promoCode: ['PIZZA100', '', long(17, 'X')],
  recipient: ['self', 'friend', 'nobody', '', 1],
  name: ['Иван', '', long(101, 'x'), 'R2D2'],
  time: ['1800000000000', '1', '', 1_800_000_000_000],
  paymentType: ['1', '2', '3', '4', '99', '', 3],
  comment: ['', 'у подъезда', long(1001, 'x')],
  birthday: ['01.01.1990', '32.13.2000'],
}

/** Data sets for a form: all good, each field bad in turn, empty, wrong shapes. */
function dataFor(form: Form): unknown[] {
  const props = Object.keys(form.schema.properties ?? {})
  const good = Object.fromEntries(props.map((p) => [p, values[p]?.[0] ?? 'x']))
  const sets: unknown[] = [good, {}, undefined, null, 'text', [], { ...good, extra: 1 }]
  for (const p of props) {
    for (const v of values[p] ?? []) sets.push({ ...good, [p]: v })
    const { [p]: _dropped, ...without } = good
    sets.push(without)
  }
  // several wrong at once
  sets.push(Object.fromEntries(props.map((p) => [p, values[p]?.at(-1) ?? 1])))
  return sets
}

const raw = (errors: readonly { keyword: string; instancePath: string; schemaPath: string }[]) =>
  errors.map((e) => `${e.keyword} ${e.instancePath} ${e.schemaPath}`)

describe('the interpreter answers as ajv over the app forms', () => {
  it('covers every demo brand and set-up', () => {
    expect(forms.length).toBeGreaterThan(60)
  })

  it.each(forms.map((f) => [f.name, f] as const))('%s', (_name, form) => {
    const check = ajv.compile(form.schema)
    for (const data of dataFor(form)) {
      const what = `${form.name} ${JSON.stringify(data)}`
      const valid = check(data)
      const mine = interpret(form.schema as JsonSchema, data)
      expect(mine.length === 0, what).toBe(valid)
      expect(raw(mine), what).toEqual(raw(check.errors ?? []))
      expect(
        mine.map((e) => e.params),
        what,
      ).toEqual((check.errors ?? []).map((e) => e.params))
      // what the form shows: rjsf's errors (titles, messages) and the error schema
      const expected = ajvValidator.validateFormData(
        data,
        form.schema,
        undefined,
        undefined,
        form.uiSchema,
      )
      const actual = specValidator.validateFormData(
        data,
        form.schema,
        undefined,
        undefined,
        form.uiSchema,
      )
      expect(actual, what).toEqual(expected)
      // rjsf's option choice (oneOf) and if/then/else resolution
      for (const [key, prop] of Object.entries(form.schema.properties ?? {})) {
        const options = typeof prop === 'object' ? (prop.oneOf ?? []) : []
        const value = (data as Record<string, unknown> | null)?.[key]
        for (const option of options) {
          expect(
            specValidator.isValid(option as RJSFSchema, value, form.schema),
            `${what} ${key}`,
          ).toBe(ajvValidator.isValid(option as RJSFSchema, value, form.schema))
        }
      }
    }
  })
})

describe('rjsf contract details beyond the app forms, as ajv has them', () => {
  const root: RJSFSchema = {
    definitions: {
      phone: { type: 'string', phone: true } as RJSFSchema,
      kind: { enum: ['a', 'b'] },
    },
    type: 'object',
    properties: {
      contact: { $ref: '#/definitions/phone' },
      kind: { $ref: '#/definitions/kind' },
      list: { type: 'array', items: { $ref: '#/definitions/kind' }, uniqueItems: true },
    },
    if: { properties: { kind: { const: 'a' } } },
    then: { required: ['contact'] },
    else: { required: ['list'] },
  }
  const datas: unknown[] = [
    { kind: 'a', contact: '+7 (999) 123-45-67' },
    { kind: 'a' },
    { kind: 'b', list: ['a', 'a'] },
    { kind: 'c', contact: '12', list: ['x'] },
    {},
  ]

  it('resolves $ref (also with rjsf`s root prefix) and if/then/else the same', () => {
    const check = ajv.compile(root)
    for (const data of datas) {
      const mine = interpret(root as JsonSchema, data)
      check(data)
      expect(raw(mine), JSON.stringify(data)).toEqual(raw(check.errors ?? []))
      expect(specValidator.validateFormData(data, root)).toEqual(
        ajvValidator.validateFormData(data, root),
      )
      for (const sub of [{ $ref: '#/definitions/kind' }, root.properties!.list] as RJSFSchema[]) {
        const value = (data as { kind?: unknown; list?: unknown }).kind
        expect(specValidator.isValid(sub, value, root)).toBe(ajvValidator.isValid(sub, value, root))
      }
    }
  })

  it('customValidate and transformErrors are applied as with ajv', () => {
    const schema = demoContact as RJSFSchema
    const custom = (data: unknown, errors: { phone?: { addError(m: string): void } }) => {
      if (!(data as { name?: string }).name) errors.phone?.addError('name first')
      return errors
    }
    const transform = (errors: { message?: string }[]) =>
      errors.map((e) => ({ ...e, message: `!${e.message ?? ''}` }))
    for (const data of [{ phone: '1' }, { name: 'Ann', phone: '+7 (999) 123-45-67' }]) {
      expect(
        specValidator.validateFormData(
          data,
          withoutId(schema),
          custom as never,
          transform as never,
          demoContactUi as UiSchema,
        ),
      ).toEqual(
        ajvValidator.validateFormData(
          data,
          withoutId(schema),
          custom as never,
          transform as never,
          demoContactUi as UiSchema,
        ),
      )
    }
  })
})
