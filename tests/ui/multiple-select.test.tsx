import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OverlayHost } from '../../src/app/overlay-host.tsx'
import { closeAllOverlays } from '../../src/core/overlay.ts'
import { MultipleSelect } from '../../src/ui/multiple-select/multiple-select.tsx'
import { openMultipleSelect } from '../../src/ui/multiple-select/open.ts'
import { MultipleSelectWidget } from '../../src/ui/multiple-select/multiple-select-widget.tsx'
import { SchemaForm } from '../../src/ui/schema-form/schema-form.tsx'
import { renderI18n } from './i18n-render.tsx'

afterEach(() => act(() => closeAllOverlays()))

const services = [
  { idService: 1, name: 'Стол в зале' },
  { idService: 2, name: 'Место у бара', checked: true },
  { idService: 3, name: 'VIP-комната' },
]

describe('multiple-select (shell-data §2, §3: title, items with checked, radio or checkbox)', () => {
  it('lists labelled checkboxes, starts from the checked items and confirms in item order', async () => {
    const onConfirm = vi.fn()
    await renderI18n(
      <MultipleSelect
        data={services}
        idKey="idService"
        labelKey="name"
        label="Услуги"
        onConfirm={onConfirm}
      />,
    )
    expect(screen.getByRole('group', { name: 'Услуги' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Место у бара' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Стол в зале' })).not.toBeChecked()
    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: 'VIP-комната' }))
    await user.click(screen.getByRole('checkbox', { name: 'Стол в зале' }))
    await user.click(screen.getByRole('checkbox', { name: 'Место у бара' }))
    await user.click(screen.getByRole('button', { name: 'Готово' }))
    expect(onConfirm).toHaveBeenCalledWith([1, 3])
  })

  it('keeps one choice in radio mode, preselected by id', async () => {
    const onConfirm = vi.fn()
    await renderI18n(
      <MultipleSelect
        data={[
          { id: 'a', title: 'Баумана, 44' },
          { id: 'b', title: 'Пушкина, 12' },
        ]}
        labelKey="title"
        type="radio"
        selected={['b']}
        label="Ресторан"
        onConfirm={onConfirm}
      />,
      'en',
    )
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
    expect(screen.getByRole('radio', { name: 'Пушкина, 12' })).toBeChecked()
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: 'Баумана, 44' }))
    expect(screen.getByRole('radio', { name: 'Пушкина, 12' })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(onConfirm).toHaveBeenCalledWith(['a'])
  })

  it('opens as a popup named by its title and answers the chosen ids, then closes', async () => {
    await renderI18n(<OverlayHost />)
    let answer!: Promise<unknown>
    act(() => {
      answer = openMultipleSelect({
        title: 'Услуги',
        data: services,
        idKey: 'idService',
        labelKey: 'name',
        selected: [],
      })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Услуги' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'VIP-комната' }))
    await user.click(screen.getByRole('button', { name: 'Готово' }))
    await expect(answer).resolves.toEqual([3])
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })

  it('answers null when closed without confirming', async () => {
    await renderI18n(<OverlayHost />)
    let answer!: Promise<unknown>
    act(() => {
      answer = openMultipleSelect({ title: 'Услуги', data: services, idKey: 'idService' })
    })
    await screen.findByRole('checkbox', { name: 'Место у бара' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Закрыть' }))
    await expect(answer).resolves.toBeNull()
  })

  it('as a form field: one label with the required mark, one error, the button named by it', async () => {
    const onSubmit = vi.fn()
    await renderI18n(
      <>
        <SchemaForm
          schema={{
            type: 'object',
            required: ['services'],
            properties: {
              services: {
                type: 'array',
                title: 'Services',
                items: {
                  type: 'integer',
                  oneOf: services.map((s) => ({ const: s.idService, title: s.name })),
                },
                uniqueItems: true,
                minItems: 1,
              },
            },
          }}
          uiSchema={{ services: { 'ui:widget': MultipleSelectWidget } }}
          onSubmit={onSubmit}
        />
        <OverlayHost />
      </>,
      'en',
    )
    // the booking form showed «Services *» twice: the field template's label and the widget's
    expect(screen.getAllByText('Services')).toHaveLength(1)
    const field = screen.getByRole('button', { name: /^Services/ })
    expect(field).toHaveTextContent('Choose…')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getAllByText('This field is required')).toHaveLength(1)
    expect(onSubmit).not.toHaveBeenCalled()

    await user.click(field)
    await user.click(await screen.findByRole('checkbox', { name: 'VIP-комната' }))
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(field).toHaveTextContent('VIP-комната'))
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]![0]).toEqual({ services: [3] })
  })
})
