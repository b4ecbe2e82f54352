import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import schema from '../../../schemas/forms/demo-contact.json'
import uiSchema from '../../../schemas/forms/demo-contact.ui.json'
import { activateLocale, i18n, type Locale } from '../../../src/core/i18n/i18n.ts'
import { SchemaForm } from '../../../src/ui/schema-form/schema-form.tsx'
import {
  SystemDateWidget,
  dateFieldLang,
  dateHint,
} from '../../../src/ui/schema-form/system-date-widget.tsx'
import type { SchemaFormProps } from '../../../src/ui/schema-form/types.ts'
import type { RJSFSchema } from '@rjsf/utils'

afterEach(cleanup)

async function renderForm(locale: Locale, props: Partial<SchemaFormProps> = {}) {
  await activateLocale(locale)
  const onSubmit = vi.fn()
  const user = userEvent.setup()
  render(
    <I18nProvider i18n={i18n}>
      <SchemaForm
        schema={schema as RJSFSchema}
        uiSchema={uiSchema}
        onSubmit={onSubmit}
        {...props}
      />
    </I18nProvider>,
  )
  return { onSubmit, user }
}

describe('SchemaForm with the demo contact form', () => {
  it('renders every field with its visible label (en)', async () => {
    await renderForm('en')
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument()
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    expect(phone).toHaveAttribute('type', 'tel')
    expect(phone).toHaveAttribute('autocomplete', 'tel')
    expect(phone).toHaveAttribute('aria-required', 'true')
    const birthday = screen.getByRole('textbox', { name: 'Date of birth' })
    expect(birthday).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('inputmode', 'email')
    expect(screen.getByRole('textbox', { name: 'Comment' }).tagName).toBe('TEXTAREA')
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument()
  })

  it('says a typed date’s format under it, also once a value hides the placeholder (issue 12, session 15)', async () => {
    await renderForm('en')
    const birthday = screen.getByRole('textbox', { name: 'Date of birth' })
    // an English reader writes the month first: «15.05.1990» needs saying which is the day
    expect(birthday).toHaveAccessibleDescription('Format: dd.mm.yyyy')
    cleanup()
    await renderForm('ru')
    expect(screen.getByRole('textbox', { name: 'Дата рождения' })).toHaveAccessibleDescription(
      'Формат: дд.мм.гггг',
    )
  })

  it('says the typed date’s format once: the help, no placeholder beside it (issue 12, session 17)', async () => {
    await renderForm('ru')
    const birthday = screen.getByRole('textbox', { name: 'Дата рождения' })
    expect(birthday).toHaveAccessibleDescription('Формат: дд.мм.гггг')
    expect(birthday).not.toHaveAttribute('placeholder')
    expect(screen.getAllByText(/дд\.мм\.гггг/)).toHaveLength(1)
  })

  it('keeps the format as the placeholder where the field has its own help', async () => {
    await renderForm('en', {
      uiSchema: { ...uiSchema, birthday: { ...uiSchema.birthday, 'ui:help': 'For a gift' } },
    })
    const birthday = screen.getByRole('textbox', { name: 'Date of birth' })
    expect(birthday).toHaveAttribute('placeholder', 'dd.mm.yyyy')
  })

  it('gives the system date picker the UI’s language, so it lays out «дд.мм.гггг» on ru (issue 12, session 15)', async () => {
    const picker = { ...uiSchema, birthday: { 'ui:widget': SystemDateWidget } }
    // the test browser is Russian (tests/setup.ts: navigator.languages ru-RU, ru)
    await renderForm('ru', { uiSchema: picker })
    const field = screen.getByLabelText('Дата рождения')
    expect(field).toHaveAttribute('type', 'date')
    expect(field).toHaveAttribute('lang', 'ru-RU')
    cleanup()
    await renderForm('en', { uiSchema: picker })
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('lang', 'en')
    // the phone's own variant of the UI language
    expect(dateFieldLang('en', ['en-GB', 'ru'])).toBe('en-GB')
    expect(dateFieldLang('ru', ['en-US'])).toBe('ru')
  })

  it('writes the UI’s own letters over an empty ru system date field, in its order (issue 12, session 16)', async () => {
    const picker = { ...uiSchema, birthday: { 'ui:widget': SystemDateWidget } }
    // Chromium writes them in its own UI language («dd.mm.yyyy» on a ru screen): hidden, ours shown
    const { user } = await renderForm('ru', { uiSchema: picker })
    expect(screen.getByText('дд.мм.гггг')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByLabelText('Дата рождения')).toHaveAttribute('data-hinted')
    // a date given: no letters
    await user.type(screen.getByLabelText('Дата рождения'), '1990-05-15')
    await waitFor(() => expect(screen.queryByText('дд.мм.гггг')).toBeNull())
    expect(screen.getByLabelText('Дата рождения')).not.toHaveAttribute('data-hinted')
    cleanup()
    // en: the browser's own (English) letters, no hint
    await renderForm('en', { uiSchema: picker })
    expect(screen.getByLabelText('Date of birth')).not.toHaveAttribute('data-hinted')
    // the letters follow the order of the field's lang
    expect(dateHint('ru-RU', { day: 'дд', month: 'мм', year: 'гггг' })).toBe('дд.мм.гггг')
    expect(dateHint('en-GB', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe('dd/mm/yyyy')
  })

  it('renders the labels in Russian', async () => {
    await renderForm('ru')
    expect(screen.getByRole('textbox', { name: 'Имя' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Дата рождения' })).toHaveAccessibleDescription(
      'Формат: дд.мм.гггг',
    )
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeInTheDocument()
  })

  it.each([
    ['en', 'Required field'],
    ['ru', 'Обязательное поле'],
  ] as const)(
    'a required field’s mark is titled in the spec’s words (%s)',
    async (locale, word) => {
      await renderForm(locale)
      expect(screen.getAllByTitle(word).length).toBeGreaterThan(0)
    },
  )

  it('an empty required phone: the spec message, the summary, and the phone focused (en)', async () => {
    const { onSubmit, user } = await renderForm('en')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.')
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveAccessibleDescription('This field is required')
    expect(phone).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('an empty required phone in ru', async () => {
    const { user } = await renderForm('ru')
    await user.click(screen.getByRole('button', { name: 'Отправить' }))
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Пожалуйста, заполните все обязательные поля.',
    )
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveFocus()
  })

  it('a bad phone shows the phone message; fixing it clears the error live', async () => {
    const { onSubmit, user } = await renderForm('en')
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(phone, '8916123')
    expect(phone).toHaveValue('+7 (916) 123')
    // no error while typing before the first submit
    expect(screen.queryByText('Invalid number format')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid number format')).toBeInTheDocument()
    expect(phone).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.type(phone, '4567')
    await waitFor(() => expect(screen.queryByText('Invalid number format')).not.toBeInTheDocument())
    expect(phone).not.toHaveAttribute('aria-invalid')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('focuses the first invalid field on screen, not the first error ajv reports', async () => {
    const { user } = await renderForm('en')
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'R2-D2')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Only letters are allowed')).toBeInTheDocument()
    expect(screen.getByText('This field is required')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
  })

  it('typing 89161234567 into the phone shows +7 (916) 123-45-67', async () => {
    const { user } = await renderForm('en')
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(phone, '89161234567')
    expect(phone).toHaveValue('+7 (916) 123-45-67')
  })

  it('masks +375 and the date as they are typed', async () => {
    const { user } = await renderForm('en')
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(phone, '375291234567')
    expect(phone).toHaveValue('+375 29 123-45-67')
    const birthday = screen.getByRole('textbox', { name: 'Date of birth' })
    await user.type(birthday, '05031990')
    expect(birthday).toHaveValue('05.03.1990')
  })

  it('submits trimmed values', async () => {
    const { onSubmit, user } = await renderForm('en')
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Anna Maria  ')
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '79161234567')
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), ' anna@example.com ')
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Anna Maria',
      phone: '+7 (916) 123-45-67',
      email: 'anna@example.com',
    })
  })

  it('a required text of spaces only is empty after trimming', async () => {
    const { onSubmit, user } = await renderForm('en', {
      schema: { ...schema, required: ['phone', 'name'] } as RJSFSchema,
    })
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '   ')
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '79161234567')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows the length and format messages with their limits', async () => {
    const { user } = await renderForm('ru')
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'А'.repeat(31))
    await user.type(screen.getByRole('textbox', { name: 'Дата рождения' }), '31021990')
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@')
    await user.click(screen.getByRole('button', { name: 'Отправить' }))
    expect(await screen.findByText('Макс. кол-во символов: 30')).toBeInTheDocument()
    expect(screen.getByText('Неверный формат даты')).toBeInTheDocument()
    expect(screen.getByText('Неверный e-mail')).toBeInTheDocument()
  })

  it('re-words the shown errors when the language changes', async () => {
    const { user } = await renderForm('en')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    await act(() => activateLocale('ru'))
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toBeInTheDocument()
  })

  it('takes custom buttons, a submit label and disabled', async () => {
    await renderForm('en', { submitLabel: 'Send' })
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument()
  })

  it('renders children instead of the default button', async () => {
    await renderForm('en', {
      children: (
        <>
          <button type="button">Cancel</button>
          <button type="submit">Save</button>
        </>
      ),
      disabled: true,
    })
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeDisabled()
  })

  it('works controlled: onChange gets the masked data, onSubmit the trimmed data', async () => {
    await activateLocale('en')
    const onChange = vi.fn()
    const onSubmit = vi.fn()
    function Controlled() {
      const [data, setData] = useState<Record<string, unknown>>({ name: 'Anna ' })
      return (
        <SchemaForm
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={data}
          onChange={(next) => {
            onChange(next)
            setData(next)
          }}
          onSubmit={onSubmit}
        />
      )
    }
    const user = userEvent.setup()
    render(
      <I18nProvider i18n={i18n}>
        <Controlled />
      </I18nProvider>,
    )
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Anna ')
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '8 916 123 45 67')
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Anna ', phone: '+7 (916) 123-45-67' })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Anna', phone: '+7 (916) 123-45-67' }),
    )
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Anna')
  })
})
