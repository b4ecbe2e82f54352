import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appData } from '../../../src/core/state/app-data.ts'
import ContactsScreen from '../../../src/modules/home/contacts-screen.tsx'
import { renderI18n } from '../../ui/i18n-render.tsx'
import { moduleSettings } from '../../helpers/module-settings.ts'
import { normalisedAppData } from '../../helpers/app-data.ts'

afterEach(() => {
  appData.data = null
  vi.useRealTimers()
})

function withBranches() {
  appData.data = normalisedAppData({
    settings: { modules: { home: {} }, sourceTimeZone: 'UTC' },
    branches: [
      {
        idBranch: 1,
        name: 'Пиццерия на Тверской',
        address: 'Москва, Тверская ул., 12',
        contactPhone: '79161234567',
        workingTime: [0].map((day) => ({ day, startTime: '10:00', endTime: '22:00' })),
      },
      { idBranch: 2, name: 'Склад', address: 'Химки' },
    ],
  })
}

describe('Contacts page', () => {
  it('is titled with the phone button’s title', async () => {
    withBranches()
    await renderI18n(
      <ContactsScreen
        params={{}}
        settings={moduleSettings('home', {
          buttons: [{ type: 'phone', title: 'Позвоните нам' }],
          contactsTitle: '',
        })}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Позвоните нам' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/')
  })

  it('defaults to “Позвонить” and lists branches with phone, hours and state', async () => {
    vi.useFakeTimers({ now: new Date('2024-01-01T12:00:00Z'), toFake: ['Date'] })
    withBranches()
    await renderI18n(<ContactsScreen params={{}} settings={moduleSettings('home', {})} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Позвонить' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Филиалы' })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(
      within(first!).getByRole('heading', { name: 'Пиццерия на Тверской' }),
    ).toBeInTheDocument()
    const phone = within(first!).getByRole('link', { name: 'Позвонить +7 (916) 123-45-67' })
    expect(phone).toHaveAttribute('href', 'tel:+79161234567')
    expect(phone).toHaveTextContent('+7 (916) 123-45-67')
    expect(within(first!).getByText('Открыто до 22:00')).toBeInTheDocument()
    expect(within(first!).getByText('Ежедневно')).toBeInTheDocument()
    expect(within(first!).getByText('10:00–22:00')).toBeInTheDocument()
    expect(within(second!).queryByRole('link')).toBeNull()
  })

  it('says when there are no branches', async () => {
    appData.data = normalisedAppData({ settings: { modules: {} } })
    await renderI18n(<ContactsScreen params={{}} settings={moduleSettings('home', {})} />)
    expect(screen.getByText('Филиалов пока нет')).toBeInTheDocument()
  })
})
