/**
 * issue 12: one rule for every screen's header. A tab's root shows the menu button and no back;
 * any other screen (opened from the side menu, a link, a reload) shows a back link, and no
 * menu button.
 */
import { screen, within } from '@testing-library/react'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { useScreenBack } from '../../src/core/state/screen-chrome.ts'
import { Navbar } from '../../src/ui/navbar/navbar.tsx'
import { brandAppData, fakeModule, testModuleTable } from '../helpers/app-data.ts'
import { renderApp } from '../helpers/render-app.tsx'

/** A module screen with a real navbar whose back follows the rule. */
function chromeScreen(title: string) {
  return () =>
    Promise.resolve({
      default: function ChromeScreen() {
        return createElement(Navbar, { title, onBack: useScreenBack() })
      },
    })
}

function modules() {
  const about = fakeModule('about', {
    routes: [{ path: '/about/', screen: chromeScreen('About screen') }],
  })
  delete about.tab
  const news = fakeModule('news', {
    routes: [
      { path: '/news/', screen: chromeScreen('News screen') },
      { path: '/news/:id', screen: chromeScreen('News item screen') },
    ],
  })
  return testModuleTable({ about, news })
}

const header = () => within(screen.getByRole('main'))

describe('screen header: back or menu (issue 12)', () => {
  it('a tab root has the menu and no back', async () => {
    await renderApp(brandAppData(), { modules: modules(), url: 'http://localhost:3000/news/' })
    expect(await screen.findByRole('heading', { name: 'News screen' })).toBeInTheDocument()
    expect(header().getByRole('button', { name: 'Menu' })).toBeInTheDocument()
    expect(header().queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('a screen that is no tab, opened directly, has a back link to the default tab and no menu', async () => {
    const { user } = await renderApp(brandAppData(), {
      modules: modules(),
      url: 'http://localhost:3000/about/',
    })
    expect(await screen.findByRole('heading', { name: 'About screen' })).toBeInTheDocument()
    expect(header().queryByRole('button', { name: 'Menu' })).toBeNull()
    await user.click(header().getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
  })

  it('a screen inside a tab, opened directly, has a back link', async () => {
    await renderApp(brandAppData(), { modules: modules(), url: 'http://localhost:3000/news/7' })
    expect(await screen.findByRole('heading', { name: 'News item screen' })).toBeInTheDocument()
    expect(header().getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(header().queryByRole('button', { name: 'Menu' })).toBeNull()
  })

  it('a screen opened from the side menu has a back link that returns', async () => {
    const { user } = await renderApp(brandAppData(), { modules: modules() })
    await user.click(header().getByRole('button', { name: 'Menu' }))
    const panel = await screen.findByRole('dialog', { name: 'Menu' })
    await user.click(within(panel).getByRole('button', { name: 'About' }))
    expect(await screen.findByRole('heading', { name: 'About screen' })).toBeInTheDocument()
    expect(header().queryByRole('button', { name: 'Menu' })).toBeNull()
    await user.click(header().getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
  })
})

describe('tab highlight (issue 12)', () => {
  const tabBar = () => within(screen.getByRole('navigation', { name: 'Tabs' }))

  it('marks the tab on its root and on a page under its address', async () => {
    await renderApp(brandAppData(), { modules: modules(), url: 'http://localhost:3000/news/7' })
    expect(await screen.findByRole('heading', { name: 'News item screen' })).toBeInTheDocument()
    expect(tabBar().getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page')
    expect(tabBar().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it('marks «More» on a page opened from the side menu', async () => {
    const { user } = await renderApp(brandAppData(), { modules: modules() })
    expect(tabBar().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await user.click(header().getByRole('button', { name: 'Menu' }))
    const panel = await screen.findByRole('dialog', { name: 'Menu' })
    await user.click(within(panel).getByRole('button', { name: 'About' }))
    expect(await screen.findByRole('heading', { name: 'About screen' })).toBeInTheDocument()
    expect(tabBar().getByRole('button', { name: 'More' })).toHaveAttribute('aria-current', 'page')
    expect(tabBar().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    // the side menu marks that page's entry only, not the tab it was opened from too
    await user.click(header().getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    await user.click(header().getByRole('button', { name: 'Menu' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', {
        name: 'About',
      }),
    )
    expect(await screen.findByRole('heading', { name: 'About screen' })).toBeInTheDocument()
    await user.click(tabBar().getByRole('button', { name: 'More' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByRole('button', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(menu).getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })
})
