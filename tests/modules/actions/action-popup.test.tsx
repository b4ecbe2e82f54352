import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { appEvents, on } from '../../../src/core/events.ts'
import { openEntity } from '../../../src/core/open-entity.ts'
import { appData } from '../../../src/core/state/app-data.ts'
import { brandAppData, fakeModule, fakeScreen, testModuleTable } from '../../helpers/app-data.ts'
import { networkError, serverError } from '../../helpers/network.ts'
import { renderApp } from '../../helpers/render-app.tsx'

const bonusAction = {
  idAction: 2,
  title: 'Double points',
  content: '<p><img src="/rest/image/lead/0/600/scale.png" alt=""></p><p>Activate it here.</p>',
  icon: '/rest/image/icon-2/0/600/scale.png',
  dateStart: '2026-01-05',
  dateEnd: null,
  productIds: [],
  bonus: { amount: 100, can_activate: true, activate_on_page: true },
}
const productsAction = {
  idAction: 1,
  title: 'Second pizza at half price',
  content: '<p>Two pizzas.</p>',
  icon: '',
  dateStart: null,
  dateEnd: null,
  productIds: [11, 12],
  bonus: null,
}

const member = { idUser: 42, idDevice: 7, bonus: 500 }
const guest = { idUser: null, idDevice: 7 }

const data = (user: Record<string, unknown>) =>
  brandAppData(
    {
      tabbar: ['home', 'actions', 'panelmenu'],
      menu: ['home', 'actions', 'panelmenu'],
      modules: { home: {}, actions: { title: '' }, catalog: {}, panelmenu: {} },
    },
    { user },
  )

const modules = {
  ...testModuleTable({
    catalog: fakeModule('catalog', {
      routes: [{ path: '/catalog/search', screen: fakeScreen('Search screen') }],
    }),
  }),
  actions: () => import('../../../src/modules/actions/index.ts').then((m) => m.actionsModule),
}

async function openList(user: Record<string, unknown>, network: Record<string, unknown> = {}) {
  return renderApp(data(user), {
    modules,
    url: 'http://localhost:3000/actions/',
    network: {
      actions: { actions: [productsAction, bonusAction] },
      'action-activate-bonus': { activated: true },
      'get-products-by-ids': {
        products: [
          { id: 11, name: 'Margherita', price: 450, images: [] },
          { id: 12, name: 'Pepperoni', price: 590, images: [] },
        ],
      },
      ...(network as Record<string, never>),
    },
  })
}

/** Taps the card and waits for the popup's content (it loads lazily). */
async function openCard(user: { click: (el: Element) => Promise<void> }, title: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`(^|, )${title}(,|$)`) }))
  const popup = await screen.findByRole('dialog', { name: title })
  await within(popup).findByRole('heading', { name: title, level: 3 })
  return popup
}

describe('the actions list (shell-data §2)', () => {
  it('shows the cards with the title and date range, asking for a page of 10', async () => {
    const r = await openList(member)
    expect(await screen.findByRole('heading', { name: 'Promotions', level: 1 })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Promotions' })
    expect(within(list).getAllByRole('button')).toHaveLength(2)
    expect(
      within(list).getByRole('button', { name: /^from 5 January.*, Double points/ }),
    ).toBeVisible()
    expect(r.net.calls('actions')[0]!.query).toMatchObject({ limit: '10', offset: '0' })
  })

  it('the empty text', async () => {
    await openList(member, { actions: { actions: [] } })
    expect(await screen.findByText('There are no promotions yet')).toBeInTheDocument()
  })
})

describe('bonus activation (shell-data §4)', () => {
  it('a member activates: the balance drops by the amount, an alert closes the popup', async () => {
    const { user, net } = await openList(member)
    const popup = await openCard(user, 'Double points')
    // The leading image paragraph is the preview, not part of the text.
    expect(within(popup).getByText('Activate it here.')).toBeInTheDocument()
    expect(within(popup).getByRole('status', { name: 'Points balance' })).toHaveTextContent(
      /500\s+points/,
    )
    await user.click(within(popup).getByRole('button', { name: /^Get \+100\s+points$/ }))
    const alert = await screen.findByRole('alertdialog', { name: 'Promotion activated' })
    expect(net.calls('action-activate-bonus')).toHaveLength(1)
    expect(net.calls('action-activate-bonus')[0]!.body).toEqual({ id: 2 })
    expect(within(popup).getByRole('status', { name: 'Points balance' })).toHaveTextContent(
      /400\s+points/,
    )
    expect(within(popup).getByRole('button', { name: 'Activated' })).toBeDisabled()
    await user.click(within(alert).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // Opened again from the list: still activated (the list knows it now), no second call.
    const again = await openCard(user, 'Double points')
    expect(within(again).getByRole('button', { name: 'Activated' })).toBeDisabled()
    expect(net.calls('action-activate-bonus')).toHaveLength(1)
  })

  it('a guest is asked to register or sign in (Later); after sign-in the activation goes on', async () => {
    const loginRequested = vi.fn()
    onTestFinished(on(appEvents.loginRequested, loginRequested))
    const { user, net } = await openList(guest)
    const popup = await openCard(user, 'Double points')
    expect(within(popup).queryByRole('status', { name: 'Points balance' })).not.toBeInTheDocument()

    // Later: nothing happens.
    await user.click(within(popup).getByRole('button', { name: /^Get \+100/ }))
    let ask = await screen.findByRole('alertdialog', { name: 'Sign in' })
    expect(ask).toHaveAccessibleDescription("Register or sign in to get the promotion's points")
    await user.click(within(ask).getByRole('button', { name: 'Later' }))
    expect(net.calls('action-activate-bonus')).toHaveLength(0)
    expect(loginRequested).not.toHaveBeenCalled()

    await user.click(within(popup).getByRole('button', { name: /^Get \+100/ }))
    ask = await screen.findByRole('alertdialog', { name: 'Sign in' })
    await user.click(within(ask).getByRole('button', { name: 'Sign in' }))
    expect(loginRequested).toHaveBeenCalledOnce()
    const { onLogin } = loginRequested.mock.calls[0]![0] as { onLogin: () => void }
    await act(async () => {
      appData.data = { ...appData.data!, user: { ...appData.data!.user, ...member } }
      onLogin()
    })
    expect(
      await screen.findByRole('alertdialog', { name: 'Promotion activated' }),
    ).toBeInTheDocument()
    expect(net.calls('action-activate-bonus')).toHaveLength(1)
  })

  it("the server's refusal is shown and the button stays", async () => {
    const { user } = await openList(member, {
      'action-activate-bonus': serverError('Баллы по этой акции уже активированы', 409),
    })
    const popup = await openCard(user, 'Double points')
    await user.click(within(popup).getByRole('button', { name: /^Get \+100/ }))
    const error = await screen.findByRole('alertdialog', { name: 'Error' })
    expect(error).toHaveAccessibleDescription('Баллы по этой акции уже активированы')
    expect(
      screen.queryByRole('alertdialog', { name: 'Promotion activated' }),
    ).not.toBeInTheDocument()
  })
})

describe('the popup texts (issue 12: set by the typograph)', () => {
  it('binds the short words of the title and the body', async () => {
    const action = {
      ...productsAction,
      productIds: [],
      title: 'Десерт в подарок',
      content: '<p>К заказу от 1 500 ₽ — десерт в подарок.</p>',
    }
    const { user } = await openList(member, { actions: { actions: [action] } })
    await user.click(await screen.findByRole('button', { name: /Десерт в\sподарок/ }))
    const popup = await screen.findByRole('dialog', { name: /Десерт/ })
    const heading = await within(popup).findByRole('heading', { name: /^Десерт/, level: 3 })
    expect(heading.textContent).toBe('Десерт в\u00a0подарок')
    expect(within(popup).getByText(/^К/).textContent).toBe(
      'К\u00a0заказу от\u00a01\u00a0500\u00a0₽\u00a0— десерт в\u00a0подарок.',
    )
  })
})

describe('the popup of an action with products', () => {
  it('expands the products block and offers the catalog search with the title', async () => {
    const { user, net } = await openList(member)
    const popup = await openCard(user, 'Second pizza at half price')
    expect(net.calls('get-products-by-ids')).toHaveLength(0)
    const toggle = within(popup).getByRole('button', { name: 'Products of the promotion (2)' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await within(popup).findByText('Margherita')).toBeInTheDocument()
    expect(within(popup).getByText('Pepperoni')).toBeInTheDocument()
    expect(net.calls('get-products-by-ids')[0]!.body).toMatchObject({ products: [11, 12] })
    expect(within(popup).queryByRole('button', { name: /^Get/ })).not.toBeInTheDocument()
    await user.click(within(popup).getByRole('button', { name: 'Show the products' }))
    expect(await screen.findByRole('heading', { name: 'Search screen' })).toBeInTheDocument()
    expect(location.pathname).toBe('/catalog/search')
    const q = new URLSearchParams(location.search)
    expect(q.get('title')).toBe('Second pizza at half price')
    expect(q.get('ids')).toBe('11,12')
  })

  it('a product load error shows in the popup', async () => {
    const { user } = await openList(member, { 'get-products-by-ids': networkError })
    const popup = await openCard(user, 'Second pizza at half price')
    await user.click(within(popup).getByRole('button', { name: /^Products of the promotion/ }))
    const alert = await within(popup).findByRole('alert')
    expect(alert).toHaveTextContent('Failed to connect to the server')
  })
})

describe('opened by id (a push, a special offer)', () => {
  it('loads the action; one that is gone shows the not-found text with a reload', async () => {
    const { user, net } = await openList(member, {
      actions: (call: { query: Record<string, string> }) =>
        call.query.id === '2'
          ? { actions: [bonusAction] }
          : call.query.id
            ? serverError('not found', 404)()
            : { actions: [] },
    })
    let opened = false
    act(() => {
      opened = openEntity('action', '2')
    })
    expect(opened).toBe(true)
    const popup = await screen.findByRole('dialog')
    expect(await within(popup).findByRole('heading', { name: 'Double points' })).toBeInTheDocument()
    expect(net.calls('actions').some((c) => c.query.id === '2')).toBe(true)
    await user.click(within(popup).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    act(() => void openEntity('action', 'action-9'))
    const gone = await screen.findByRole('dialog')
    expect(
      await within(gone).findByText('Oops! The promotion you were looking for is not available'),
    ).toBeInTheDocument()
    await user.click(within(gone).getByRole('button', { name: 'Reload' }))
    await waitFor(() =>
      expect(net.calls('actions').filter((c) => c.query.id === '9')).toHaveLength(2),
    )
  })
})
