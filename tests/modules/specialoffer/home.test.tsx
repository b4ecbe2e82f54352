import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ModuleDescriptor } from '../../../src/core/module.ts'
import { brandAppData, fakeModule, fakeScreen, testModuleTable } from '../../helpers/app-data.ts'
import { renderApp } from '../../helpers/render-app.tsx'

const offers = [
  { id: 1, type: 'action', title: 'Half price', image: '', label: '-50%' },
  { id: 3, type: 'gift', title: 'Free mors', image: '', bonus: 150 },
  { id: 4, type: 'news', title: 'We opened', image: '' },
  { id: 1190, type: 'product', title: 'Tiramisu', image: '', price: 350 },
]

/** A module that takes `gift` from pushes (as gifts does), recording what it was asked to open. */
function giftsTaker(onPush: (entity: string, id: string) => void): ModuleDescriptor {
  return { ...fakeModule('gifts'), pushEntities: ['gift', 'coupon'], onPush }
}

async function home(
  specialoffer: Record<string, unknown>,
  extra: Record<string, ModuleDescriptor> = {},
) {
  const modules = {
    ...testModuleTable({
      catalog: fakeModule('catalog', {
        routes: [{ path: '/catalog/category/0/:id', screen: fakeScreen('Product screen') }],
      }),
      home: fakeModule('home', {
        routes: [
          {
            path: '/',
            screen: () =>
              import('../../../src/core/slot.tsx').then((m) => ({
                default: () => <m.Slot name="home" />,
              })),
          },
        ],
      }),
      ...extra,
    }),
    specialoffer: () =>
      import('../../../src/modules/specialoffer/index.ts').then((m) => m.specialofferModule),
  }
  return renderApp(
    brandAppData({
      tabbar: ['home', 'panelmenu'],
      menu: ['home', 'panelmenu'],
      modules: {
        home: {},
        specialoffer,
        catalog: {},
        panelmenu: {},
        ...Object.fromEntries(Object.keys(extra).map((k) => [k, {}])),
      },
      slots: { home: ['specialoffer'] },
    }),
    { modules },
  )
}

describe('special offers home slot (shell-data §2)', () => {
  it('a slider with the block title, titles and labels; a gift opens through its module', async () => {
    const onPush = vi.fn()
    const { user } = await home(
      { title: 'Only today', listType: 'slider', list: offers },
      { gifts: giftsTaker(onPush) },
    )
    const block = await screen.findByRole('region', { name: 'Only today' })
    expect(within(block).getByRole('heading', { name: 'Only today' })).toBeInTheDocument()
    expect(within(block).getByRole('group', { name: 'Only today' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )
    expect(within(block).getByText('-50%')).toBeInTheDocument()
    expect(within(block).getByText('Half price')).toBeInTheDocument()
    await user.click(within(block).getByRole('button', { name: /Free mors/ }))
    expect(onPush).toHaveBeenCalledWith('gift', '3')
  })

  it('a mosaic without titles and labels; a product navigates to its page', async () => {
    const { user } = await home({
      listType: 'mosaic',
      showTitle: false,
      showLabels: false,
      list: offers,
    })
    const block = await screen.findByRole('region', { name: 'Special offers' })
    expect(within(block).getByRole('list')).toBeInTheDocument()
    // not shown, only said
    expect(within(block).getByText('Half price')).toHaveClass('visually-hidden')
    expect(within(block).queryByText('-50%')).not.toBeInTheDocument()
    await user.click(within(block).getByRole('button', { name: /Tiramisu/ }))
    expect(await screen.findByRole('heading', { name: 'Product screen' })).toBeInTheDocument()
    expect(location.pathname).toBe('/catalog/category/0/1190')
  })

  it('one offer is a single slide without the block title; nobody opens gifts: their page', async () => {
    // A gifts module that takes no entity from pushes: the offer navigates instead.
    const pages = fakeModule('gifts', {
      routes: [{ path: '/gifts/body/:id', screen: fakeScreen('Gift page') }],
    })
    const { user } = await home(
      { title: 'For you', listType: 'slider', list: [offers[1]] },
      { gifts: pages },
    )
    const block = await screen.findByRole('region', { name: 'For you' })
    expect(within(block).queryByRole('heading')).not.toBeInTheDocument()
    expect(within(block).queryByRole('group')).not.toBeInTheDocument()
    await user.click(within(block).getByRole('button', { name: /Free mors/ }))
    expect(await screen.findByRole('heading', { name: 'Gift page' })).toBeInTheDocument()
    expect(location.pathname).toBe('/gifts/body/gift-3')
  })

  it('no offers: nothing', async () => {
    await home({ list: [] })
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Special offers' })).toBeNull())
  })
})
