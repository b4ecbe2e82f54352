import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { List, ListItem } from '../../src/ui/list/list.tsx'
import { CloseIcon, Navbar, NavbarButton } from '../../src/ui/navbar/navbar.tsx'
import { Page } from '../../src/ui/page/page.tsx'
import { renderI18n } from './i18n-render.tsx'

describe('Navbar and Page', () => {
  it('shows the title, a back link and right actions', async () => {
    const onBack = vi.fn()
    const onClose = vi.fn()
    await renderI18n(
      <Page
        navbar={
          <Navbar
            title="Настройки"
            backHref="/"
            onBack={onBack}
            right={
              <NavbarButton label="Закрыть" onClick={onClose}>
                <CloseIcon />
              </NavbarButton>
            }
          />
        }
      >
        <p>Текст</p>
      </Page>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument()
    const back = screen.getByRole('link', { name: 'Назад' })
    expect(back).toHaveAttribute('href', '/')
    await userEvent.click(back)
    expect(onBack).toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    expect(onClose).toHaveBeenCalled()
  })
})

describe('List', () => {
  it('renders rows as buttons, links, external links and labels', async () => {
    const onClick = vi.fn()
    await renderI18n(
      <List label="Меню">
        <ListItem title="Кнопка" subtitle="подпись" onClick={onClick} />
        <ListItem title="Ссылка" href="/news/" />
        <ListItem title="Сайт" href="https://example.com" external />
        <ListItem title="Русский" control={<input type="radio" name="l" />} />
      </List>,
    )
    expect(screen.getByRole('list', { name: 'Меню' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /Кнопка/ }))
    expect(onClick).toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Ссылка' })).toHaveAttribute('href', '/news/')
    const external = screen.getByRole('link', { name: 'Сайт' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    await userEvent.click(screen.getByText('Русский'))
    expect(screen.getByRole('radio', { name: 'Русский' })).toBeChecked()
  })
})
