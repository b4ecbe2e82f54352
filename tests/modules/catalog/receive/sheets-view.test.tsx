import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/core/api/errors.ts'
import { activateLocale, loadModuleTexts } from '../../../../src/core/i18n/i18n.ts'
import { setCatalogSettings } from '../../../../src/modules/catalog/common/config.ts'
import { AddressSheet } from '../../../../src/modules/catalog/receive/address-sheet.tsx'
import { resetAddressSearch } from '../../../../src/modules/catalog/receive/address-store.ts'
import { BranchListSheet } from '../../../../src/modules/catalog/receive/branch-sheets.tsx'
import { initReceive } from '../../../../src/modules/catalog/receive/store.ts'
import { freshQueryClient } from '../../../helpers/query.ts'
import { renderI18n } from '../../../ui/i18n-render.tsx'
import { catalogSettings } from '../settings.ts'

const { request } = vi.hoisted(() => ({ request: vi.fn() }))
vi.mock('../../../../src/core/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  request,
}))

beforeAll(async () => {
  await activateLocale('ru')
  await loadModuleTexts()
})

const branch = (id: number, name: string, lat: number) => ({
  idBranch: id,
  name,
  address: `Москва, адрес ${id}`,
  lat,
  lng: 37.6,
  workingTime: [{ day: 0, startTime: '10:00', endTime: '22:00' }],
})
const five = [1, 2, 3, 4, 5].map((i) => branch(i, `Пункт ${i}`, 55.7 + i / 100))
// Monday 2024-06-03 12:00 in the device zone of the test run; hours 10:00–22:00 every day.
const noon = new Date(2024, 5, 3, 12, 0)

type BranchListProps = Parameters<typeof BranchListSheet>[0]

/** The branch list sheet over `five` at noon, with a location; `props` change what a test needs. */
async function renderBranchList(props: Partial<BranchListProps> = {}) {
  await renderI18n(
    <BranchListSheet
      branches={five}
      chosenId={null}
      onPick={() => {}}
      coords={{ lat: 55.7, lng: 37.6 }}
      now={noon}
      timeZone={undefined}
      {...props}
    />,
  )
  return screen.getByRole('list', { name: 'Пункты самовывоза' })
}

/** A geocoder answer (suggest-address) with these suggestions. */
const suggestions = (...suggest: unknown[]) => ({ buildFormat: 'ru', suggest })

const tverskaya12 = {
  id: 'a',
  type: 'house',
  value: 'г Москва, ул Тверская, д 12',
  data: {
    geo_lat: '55.7652',
    geo_lon: '37.6051',
    street_type: 'ул',
    street: 'Тверская',
    house_type: 'д',
    house: '12',
    city: 'Москва',
  },
}

/** The address sheet rendered; its region and a user to type with. */
async function renderAddressSheet(onConfirmed: () => void = () => {}) {
  const user = userEvent.setup()
  await renderI18n(<AddressSheet onConfirmed={onConfirmed} />)
  return { user, sheet: screen.getByRole('region', { name: 'Адрес доставки' }) }
}

describe('branch list sheet (spec: first 3, the rest below; no handle for 3 or fewer)', () => {
  it('shows the first 3, the handle shows the rest; a row has address, hours and distance', async () => {
    const onPick = vi.fn()
    const user = userEvent.setup()
    const list = await renderBranchList({ onPick })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    const first = within(list).getByRole('button', { name: /Пункт 1/ })
    expect(first).toHaveTextContent('Москва, адрес 1')
    expect(first).toHaveTextContent('Открыто до 22:00')
    expect(first).toHaveTextContent(/1[.,]1\s*км от вас/)
    const handle = screen.getByRole('button', { name: 'Показать все пункты самовывоза' })
    expect(handle).toHaveAttribute('aria-expanded', 'false')
    await user.click(handle)
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    await user.click(within(list).getByRole('button', { name: /Пункт 5/ }))
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ idBranch: 5 }))
  })

  it('has no handle with 3 branches, and no distance without a location', async () => {
    const list = await renderBranchList({
      branches: five.slice(0, 3),
      chosenId: 2,
      coords: null,
      now: new Date(2024, 5, 3, 23, 0),
    })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: /Показать все/ })).toBeNull()
    const chosen = within(list).getByRole('button', { name: /Пункт 2/ })
    expect(chosen).toHaveAttribute('aria-current', 'true')
    expect(chosen).toHaveTextContent('Закрыто, откроется')
    expect(chosen).not.toHaveTextContent('от вас')
  })
})

describe('address sheet', () => {
  beforeEach(() => {
    localStorage.clear()
    request.mockReset()
    freshQueryClient()
    const settings = catalogSettings({ delivery: { checkZone: true }, pickup: null })
    setCatalogSettings(settings)
    initReceive(settings, 'pizzeria-msk', [])
    resetAddressSearch()
  })

  it('suggests from 3 characters; the details ask for Кв/офис and focus it on confirm', async () => {
    request.mockResolvedValue(suggestions(tverskaya12))
    const onConfirmed = vi.fn()
    const { user, sheet } = await renderAddressSheet(onConfirmed)
    expect(within(sheet).queryByLabelText(/Кв\/офис/)).toBeNull()
    await user.type(within(sheet).getByLabelText('Улица и дом'), 'Тве')
    const suggestion = await within(sheet).findByRole('button', {
      name: 'Москва, ул Тверская, д 12',
    })
    expect(request).toHaveBeenCalledTimes(1)
    await user.click(suggestion)
    const room = within(sheet).getByLabelText(/Кв\/офис/)
    expect(within(sheet).getByLabelText('Домофон')).toBeInTheDocument()
    expect(within(sheet).getByLabelText('Подъезд')).toBeInTheDocument()
    expect(within(sheet).getByLabelText('Этаж')).toBeInTheDocument()
    expect(within(sheet).getByLabelText('Комментарий для курьера')).toBeInTheDocument()
    await user.click(within(sheet).getByRole('button', { name: 'Подтвердить адрес' }))
    await waitFor(() => expect(room).toHaveFocus())
    expect(room).toHaveAttribute('aria-invalid', 'true')
    expect(within(sheet).getByText('Заполните это поле')).toBeInTheDocument()
    expect(onConfirmed).not.toHaveBeenCalled()
    await user.type(room, '15')
    // No zone on any branch: the check fails, which counts as in zone (checkZoneRequired off).
    await act(async () => {
      await user.click(within(sheet).getByRole('button', { name: 'Подтвердить адрес' }))
    })
    expect(onConfirmed).toHaveBeenCalledTimes(1)
  })

  it('a failed search says why (the spec text) and its retry asks again', async () => {
    request
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValue(suggestions(tverskaya12))
    const { user, sheet } = await renderAddressSheet()
    await user.type(within(sheet).getByLabelText('Улица и дом'), 'Тверская')
    expect(
      await within(sheet).findByText(
        'Не удалось подключиться к серверу. Проверьте подключение к интернету или попробуйте позже.',
      ),
    ).toBeInTheDocument()
    expect(within(sheet).queryByRole('list', { name: /./ })).toBeNull()
    expect(request).toHaveBeenCalledTimes(1)
    await user.click(within(sheet).getByRole('button', { name: 'Попробовать снова' }))
    expect(
      await within(sheet).findByRole('button', { name: 'Москва, ул Тверская, д 12' }),
    ).toBeInTheDocument()
    expect(request).toHaveBeenCalledTimes(2)
    expect(within(sheet).queryByText(/Не удалось подключиться/)).toBeNull()
  })

  it('an inexact address: the spec text, and the button reads Уточнить', async () => {
    request.mockResolvedValue(
      suggestions({
        id: 's',
        type: 'street',
        value: 'г Москва, ул Арбат',
        data: { street_type: 'ул', street: 'Арбат', city: 'Москва', lat: 55.75, lng: 37.59 },
      }),
    )
    const { user } = await renderAddressSheet()
    const input = screen.getByLabelText('Улица и дом')
    await user.type(input, 'Арбат')
    await user.click(await screen.findByRole('button', { name: 'Москва, ул Арбат' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Не удалось определить адрес. Пожалуйста, уточните адрес вручную.',
    )
    await user.click(screen.getByRole('button', { name: 'Уточнить' }))
    expect(input).toHaveFocus()
  })
})
