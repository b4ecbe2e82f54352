import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '../../../src/core/i18n/i18n.ts'
import { LazySchemaForm } from '../../../src/ui/schema-form/index.ts'
import { SchemaForm } from '../../../src/ui/schema-form/schema-form.tsx'

afterEach(cleanup)

const schema: RJSFSchema = {
  type: 'object',
  required: ['branch', 'receive', 'agree'],
  properties: {
    branch: {
      type: 'string',
      title: 'Branch',
      oneOf: [
        { const: 'b1', title: 'Lenina, 1' },
        { const: 'b2', title: 'Mira, 15' },
      ],
    },
    receive: { type: 'string', title: 'Receive', enum: ['delivery', 'pickup'] },
    guests: { type: 'integer', title: 'Guests' },
    password: { type: 'string', title: 'Password', minLength: 4, maxLength: 32 },
    agree: { type: 'boolean', title: 'I agree', const: true },
  },
}

const uiSchema: UiSchema = {
  branch: { 'ui:widget': 'select' },
  receive: { 'ui:widget': 'radio', 'ui:help': 'How you get the order' },
  password: { 'ui:widget': 'password' },
}

async function renderWidgets() {
  await activateLocale('en')
  const onSubmit = vi.fn()
  const user = userEvent.setup()
  render(
    <I18nProvider i18n={i18n}>
      <SchemaForm schema={schema} uiSchema={uiSchema} onSubmit={onSubmit} />
    </I18nProvider>,
  )
  return { onSubmit, user }
}

describe('SchemaForm widgets', () => {
  it('select, radio, number, password and checkbox have labels and the spec messages', async () => {
    const { onSubmit, user } = await renderWidgets()
    const branch = screen.getByRole('combobox', { name: 'Branch' })
    const group = screen.getByRole('radiogroup', { name: 'Receive' })
    expect(group).toHaveAccessibleDescription('How you get the order')
    const agree = screen.getByRole('checkbox', { name: 'I agree' })

    await user.type(screen.getByRole('spinbutton', { name: 'Guests' }), '4')
    await user.type(screen.getByLabelText('Password'), '  12 ')
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(branch).toHaveFocus()
    expect(branch).toHaveAttribute('aria-invalid', 'true')
    expect(group).toHaveAttribute('aria-invalid', 'true')
    expect(group).toHaveAccessibleDescription('This field is required How you get the order')
    expect(agree).toHaveAccessibleDescription('This field is required')
    // passwords keep their spaces, so '  12 ' is 5 characters and valid
    expect(screen.queryByText(/Min\. num\. of chars/)).not.toBeInTheDocument()

    await user.selectOptions(branch, 'Mira, 15')
    await user.click(screen.getByRole('radio', { name: 'pickup' }))
    await user.click(agree)
    await waitFor(() =>
      expect(screen.queryByText('This field is required')).not.toBeInTheDocument(),
    )
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      branch: 'b2',
      receive: 'pickup',
      guests: 4,
      password: '  12 ',
      agree: true,
    })
  })

  it('a multiple choice (unique enum items) is one labelled list whose value is the array', async () => {
    await activateLocale('en')
    const onSubmit = vi.fn()
    const user = userEvent.setup()
    render(
      <I18nProvider i18n={i18n}>
        <SchemaForm
          schema={{
            type: 'object',
            properties: {
              languages: {
                type: 'array',
                title: 'Languages',
                description: 'The first is the default',
                items: { enum: ['ru', 'en'] },
                uniqueItems: true,
              },
            },
          }}
          formData={{ languages: ['ru'] }}
          onSubmit={onSubmit}
        />
      </I18nProvider>,
    )
    const list = screen.getByRole('listbox', { name: 'Languages' })
    expect(list).toHaveAccessibleDescription('The first is the default')
    expect(screen.getByRole('option', { name: 'ru' })).toHaveProperty('selected', true)
    await user.selectOptions(list, ['ru', 'en'])
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toEqual({ languages: ['ru', 'en'] })
  })

  it('translates schema texts given with the texts prop', async () => {
    await activateLocale('ru')
    i18n.load('ru', { ...i18n.messages, [msg`Branch`.id]: 'Филиал' })
    render(
      <I18nProvider i18n={i18n}>
        <SchemaForm
          schema={schema}
          uiSchema={uiSchema}
          onSubmit={() => {}}
          texts={{ Branch: msg`Branch` }}
        />
      </I18nProvider>,
    )
    expect(screen.getByRole('combobox', { name: 'Филиал' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Выберите…' })).toBeInTheDocument()
  })
})

describe('LazySchemaForm', () => {
  it('says it is loading while the form chunk loads, then renders the form', async () => {
    await activateLocale('en')
    render(
      <I18nProvider i18n={i18n}>
        <LazySchemaForm schema={schema} uiSchema={uiSchema} onSubmit={() => {}} />
      </I18nProvider>,
    )
    // never a blank step (issue 12, coffee-ru-04)
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(await screen.findByRole('combobox', { name: 'Branch' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
  })
})
