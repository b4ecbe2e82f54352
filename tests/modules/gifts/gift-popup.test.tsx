import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { brandAppData, testModuleTable } from '../../helpers/app-data.ts'
import { renderApp } from '../../helpers/render-app.tsx'

const coffee = {
  id: 3,
  title: 'Капучино',
  description: '<p>Большой капучино на выбор</p>',
  icon: '',
  price: 10,
  label: '',
  idBranch: null,
  codeType: 'text',
}

const appData = brandAppData(
  {
    tabbar: ['home', 'gifts', 'panelmenu'],
    menu: ['home', 'gifts', 'panelmenu'],
    modules: { home: {}, gifts: {}, panelmenu: {} },
  },
  { user: { idUser: 42, idDevice: 7, bonus: 100, code: '1234567' } },
)

const modules = {
  ...testModuleTable(),
  gifts: () => import('../../../src/modules/gifts/index.ts').then((m) => m.giftsModule),
}

/** The Screen Wake Lock API, as a browser that has it offers it. */
let wakeLock: { request: ReturnType<typeof vi.fn>; release: ReturnType<typeof vi.fn> }

beforeEach(() => {
  const release = vi.fn(() => Promise.resolve())
  wakeLock = { request: vi.fn(() => Promise.resolve({ release, released: false })), release }
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: { request: wakeLock.request },
  })
})
afterEach(() => {
  delete (navigator as { wakeLock?: unknown }).wakeLock
})

/** Opens the gifts tab and the coffee gift's popup, then taps its get button. */
async function openGift() {
  const r = await renderApp(appData, {
    modules,
    url: 'http://localhost:3000/gifts/',
    network: {
      'get-coupons': { status: 'ok', gift: [coffee], coupon: [], items: ['gift-3'] },
      'gift-activate': {
        status: 'ok',
        gift: [{ id: 3, code: 'GIFT-777' }],
        message: 'Покажите код кассиру',
      },
    },
  })
  await r.user.click(await screen.findByRole('button', { name: /Gift: Капучино/ }))
  const popup = await screen.findByRole('dialog', { name: 'Капучино' })
  await r.user.click(await within(popup).findByRole('button', { name: /^Get for / }))
  return { ...r, popup }
}

describe('activating a gift (accounts-loyalty §4, §5)', () => {
  it('shows its title once: the header only names the dialog (issue 12)', async () => {
    const { popup, user } = await openGift()
    const confirm = await screen.findByRole('alertdialog')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    const headings = within(popup).getAllByRole('heading', { name: 'Капучино' })
    // the header's h2 names the dialog, hidden from sight; the content's heading is the one seen
    expect(headings.filter((h) => !h.classList.contains('visually-hidden'))).toHaveLength(1)
  })

  it('asks first; Cancel closes the question and activates nothing', async () => {
    const { user, net, popup } = await openGift()
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Activate the gift “Капучино”?',
    })
    expect(confirm).toHaveAccessibleDescription(/will be written off your balance$/)

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(net.calls('gift-activate')).toHaveLength(0)
    expect(within(popup).getByRole('button', { name: /^Get for / })).toBeInTheDocument()
    expect(within(popup).queryByLabelText('Code')).not.toBeInTheDocument()
    expect(wakeLock.request).not.toHaveBeenCalled()
  })

  it('Activate calls gift-activate, then shows the code with the screen kept awake', async () => {
    const { user, net, popup } = await openGift()
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Activate the gift “Капучино”?',
    })
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }))

    expect(await within(popup).findByLabelText('Code')).toHaveTextContent('GIFT-777')
    expect(net.calls('gift-activate')).toHaveLength(1)
    expect(net.calls('gift-activate')[0]!.body).toEqual({ id: 'gift-3' })
    expect(within(popup).getByText('Покажите код кассиру')).toBeInTheDocument()
    expect(within(popup).queryByRole('button', { name: /^Get for / })).not.toBeInTheDocument()

    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledWith('screen'))
    expect(wakeLock.request).toHaveBeenCalledOnce()
    expect(wakeLock.release).not.toHaveBeenCalled()

    await user.click(within(popup).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog', { name: 'Капучино' })).not.toBeInTheDocument()
    expect(wakeLock.release).toHaveBeenCalledOnce()
  })

  it('releases the wake lock when the popup is closed with its close button', async () => {
    const { user, popup } = await openGift()
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Activate the gift “Капучино”?',
    })
    await user.click(within(confirm).getByRole('button', { name: 'Activate' }))
    await within(popup).findByLabelText('Code')
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledOnce())

    await user.click(within(popup).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog', { name: 'Капучино' })).not.toBeInTheDocument()
    expect(wakeLock.release).toHaveBeenCalledOnce()
  })
})
