/**
 * issue 12 (session 13): every side-menu entry has its own fitting icon — «История» (points) and
 * «Заказы» (orders), «Акции» and «Ввести промокод» no longer share one, «Меню» (the catalog) is
 * no truck in the menu — and spb's icon-only tab «Баллы» (the history module) is no clock.
 * The entries are the real modules' descriptors and side-menu slot widgets.
 */
import { screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LoadedModule } from '../../registry/index.ts'
import { buildMenu, buildTabs } from '../../src/app/tabs.ts'
import type { ModuleDescriptor, SlotWidgetProps } from '../../src/core/module.ts'
import { iconMarkup, type IconName } from '../../src/ui/icon/icon.tsx'
import { MenuContent } from '../../src/ui/menu/menu-content.tsx'
import { normalisedAppData } from '../helpers/app-data.ts'
import { renderI18n } from '../ui/i18n-render.tsx'

type Widget = ComponentType<SlotWidgetProps<never>>
let descriptors: Record<string, ModuleDescriptor> = {}
let OrderHistoryMenu: Widget
let ReferralMenu: Widget

// The catalog's first import transforms dozens of files: once, before the tests.
beforeAll(async () => {
  const [catalog, actions, history, home, orders, promo] = await Promise.all([
    import('../../src/modules/catalog/index.ts'),
    import('../../src/modules/actions/index.ts'),
    import('../../src/modules/history/index.ts'),
    import('../../src/modules/home/index.ts'),
    import('../../src/modules/catalog/orders/history-menu.tsx'),
    import('../../src/modules/referral/referral-menu.tsx'),
  ])
  descriptors = {
    home: home.homeModule as ModuleDescriptor,
    catalog: catalog.catalogModule as ModuleDescriptor,
    actions: actions.actionsModule as ModuleDescriptor,
    history: history.historyModule as ModuleDescriptor,
  }
  OrderHistoryMenu = orders.default as Widget
  ReferralMenu = promo.default as Widget
}, 60_000)

/** pizzeria-msk / spb settings that matter here: the catalog's own icon is the truck. */
const moduleSettings: Record<string, Record<string, unknown>> = {
  home: { title: 'Home' },
  catalog: { icon: 'delivery', title: 'Menu', showBasket: true },
  actions: { title: 'Promotions' },
  history: { title: 'Bonuses' },
  referral: { canEnterCode: true },
}

function loaded(): Record<string, LoadedModule> {
  return Object.fromEntries(
    Object.entries(descriptors).map(([n, d]) => [
      n,
      { descriptor: d, settings: moduleSettings[n] ?? {} } as LoadedModule,
    ]),
  )
}

const settings = normalisedAppData({
  settings: {
    tabbar: ['catalog', 'home', 'history'],
    menu: ['home', 'catalog', 'actions', 'history'],
    modules: {},
  },
}).settings

/** A drawing as its path data: the rendered icon's, or a registered name's. */
function pathsOf(root: Element | null): string {
  return [...(root?.querySelectorAll('svg path') ?? [])].map((p) => p.getAttribute('d')).join(' ')
}
function drawingNamed(name: IconName): string {
  const box = document.createElement('div')
  box.innerHTML = iconMarkup(name)
  return pathsOf(box)
}

describe('side-menu and tab icons (issue 12)', () => {
  it('gives every side-menu entry its own drawing; the catalog entry is no truck', async () => {
    const modules = loaded()
    const menu = buildMenu(settings, modules, buildTabs(settings, modules))
    await renderI18n(
      <>
        <MenuContent
          entries={menu.map((e) => ({ ...e, label: String(e.title) }))}
          onSelect={() => undefined}
          showSettings={false}
          onSettings={() => undefined}
          footerLink={null}
        />
        <OrderHistoryMenu settings={moduleSettings.catalog as never} />
        <ReferralMenu settings={moduleSettings.referral as never} />
      </>,
      'en',
    )
    const names = ['Home', 'Menu', 'Promotions', 'Bonuses', 'Order history', 'Enter a promo code']
    const drawings = names.map((name) => pathsOf(screen.getByRole('button', { name })))
    for (const d of drawings) expect(d).not.toBe('')
    expect(new Set(drawings).size).toBe(names.length)
    expect(drawings[1]).not.toBe(drawingNamed('delivery'))
  })

  it('draws the history tab (spb «Баллы», icons only) apart from the orders and the clock', () => {
    const tabs = buildTabs(settings, loaded())
    const bonusTab = drawingNamed(tabs.find((t) => t.name === 'history')!.icon)
    expect(bonusTab).not.toBe('')
    expect(bonusTab).not.toBe(drawingNamed('orders'))
    expect(bonusTab).not.toBe(drawingNamed('history'))
    // the tab keeps the brand's own icon choice (spec: catalog icon catalog or delivery)
    expect(tabs.find((t) => t.name === 'catalog')!.icon).toBe('delivery')
  })
})
