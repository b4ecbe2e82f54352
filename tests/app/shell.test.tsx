import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ui } from '../../src/core/state/ui.ts'
import { brandAppData, testModuleTable } from '../helpers/app-data.ts'
import { renderApp } from '../helpers/render-app.tsx'

describe('shell', () => {
  it('renders the default tab and the tab bar from settings', async () => {
    await renderApp(brandAppData({ tabbar: ['news', 'home', 'ghost', 'panelmenu'] }), {
      modules: testModuleTable(),
    })
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    const tabbar = screen.getByRole('navigation', { name: 'Tabs' })
    const links = within(tabbar).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['News', 'Home'])
    expect(within(tabbar).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The panelmenu tab opens the side panel.
    expect(within(tabbar).getByRole('button', { name: 'More' })).toBeInTheDocument()
  })

  it('switches tabs, and an unknown path goes to the default tab', async () => {
    const { user } = await renderApp(brandAppData(), {
      modules: testModuleTable(),
      url: 'http://localhost:3000/nowhere',
    })
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(location.pathname).toBe('/')
    await user.click(screen.getByRole('link', { name: 'News' }))
    expect(await screen.findByRole('heading', { name: 'News screen' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page')
    expect(ui.depth).toBe(0)
  })

  it('hides tab labels visually but keeps their names', async () => {
    await renderApp(brandAppData({ hideTabbarLabels: true }), { modules: testModuleTable() })
    expect(screen.getByRole('link', { name: 'News' })).toBeInTheDocument()
  })

  it('side panel: entries from settings.menu, cog with more than one language, footer link', async () => {
    const { user } = await renderApp(brandAppData({ gmbLink: 'https://platform.example/' }), {
      modules: testModuleTable(),
    })
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Menu' }))
    const panel = await screen.findByRole('dialog', { name: 'Menu' })
    const nav = within(panel).getByRole('navigation', { name: 'Menu' })
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(names).toEqual(['Home', 'News', 'About', 'Settings'])
    expect(within(panel).getByRole('link', { name: /platform/i })).toHaveAttribute(
      'href',
      'https://platform.example/',
    )
    // A menu entry that is a tab switches tabs; others navigate (pushed page).
    await user.click(within(nav).getByRole('button', { name: 'About' }))
    expect(await screen.findByRole('heading', { name: 'About screen' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    expect(ui.depth).toBe(1)
  })

  it('side panel: no cog with one language, no footer with hideGMBLogo', async () => {
    const { user } = await renderApp(
      brandAppData({ languages: ['en'], hideGMBLogo: true, gmbLink: 'https://platform.example/' }),
      { modules: testModuleTable() },
    )
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Menu' }))
    const panel = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(panel).queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument()
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument()
  })

  it('hides the menu button with hideMenu, and in a mini-app by default', async () => {
    await renderApp(brandAppData({ hideMenu: true }), { modules: testModuleTable() })
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Menu' })).toBeNull()
  })

  it('in a mini-app the menu button is hidden unless hideMenuMiniapp is false', async () => {
    await renderApp(brandAppData({ tabbar: ['home'] }), {
      modules: testModuleTable(),
      url: 'http://localhost:3000/?miniapp=1',
    })
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Menu' })).toBeNull()
  })

  it('applies brand colours and title', async () => {
    await renderApp(brandAppData(), { modules: testModuleTable() })
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#d81b60')
    expect(document.documentElement.style.getPropertyValue('--color-primary-text')).toBe('#ffffff')
    expect(document.title).toBe('Test Brand')
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#d81b60')
  })
})

describe('debug popup', () => {
  it('opens after 10 taps on the brand in the side panel and lists module problems', async () => {
    const data = brandAppData({ modules: { home: {}, news: {}, teleport: {} } })
    const { user } = await renderApp(data, { modules: testModuleTable() })
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Menu' }))
    const panel = await screen.findByRole('dialog', { name: 'Menu' })
    const brand = within(panel).getByRole('button', { name: 'Test Brand' })
    for (let i = 0; i < 9; i++) await user.click(brand)
    expect(screen.queryByRole('dialog', { name: 'Debug' })).not.toBeInTheDocument()
    await user.click(brand)
    const popup = await screen.findByRole('dialog', { name: 'Debug' })
    expect(await within(popup).findByText('1.2.2')).toBeInTheDocument()
    expect(within(popup).getByText(/no such module/)).toBeInTheDocument()
    expect(within(popup).getByRole('checkbox', { name: 'Verbose logging' })).not.toBeChecked()
  })
})
