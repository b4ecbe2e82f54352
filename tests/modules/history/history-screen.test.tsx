import { act, screen, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { brandAppData, testModuleTable } from '../../helpers/app-data.ts'
import { stubIntersectionObserver } from '../../helpers/intersection-observer.ts'
import { flush, renderApp } from '../../helpers/render-app.tsx'
import { waitUntil } from '../../helpers/wait.ts'

/** Every IntersectionObserver the page makes: what it watches for and whether it still does. */
const { scrollWatchers } = stubIntersectionObserver()

// The screen's first import transforms its files: on a busy machine that alone outlasted the
// first test's wait for the list, so it happens once before the tests.
beforeAll(() => import('../../../src/modules/history/history-screen.tsx'), 60_000)

// A fixed «now» (only Date is faked; timers run): this year's dates read without the year.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T09:00:00Z'))
})
afterEach(() => vi.useRealTimers())

const ops = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: from + i + 1,
    date: '2026-01-01 10:00:00',
    type: 'in',
    bonus: 5,
    orderSum: 0,
  }))

const appData = brandAppData(
  {
    tabbar: ['home', 'history', 'panelmenu'],
    menu: ['home', 'history', 'panelmenu'],
    modules: { home: {}, history: {}, panelmenu: {} },
  },
  { user: { idUser: 42, idDevice: 1, bonus: 150, code: '1234567' } },
)

const modules = {
  ...testModuleTable(),
  history: () => import('../../../src/modules/history/index.ts').then((m) => m.historyModule),
}

describe('operation history infinite scroll (spec shell-data §9: distance 600)', () => {
  it('loads the next page once the end of the list is within 600 px', async () => {
    const { net } = await renderApp(appData, {
      modules,
      token: 'user-token',
      url: 'http://localhost:3000/history/',
      network: {
        'operation-history': (call) => {
          const { offset = 0 } = call.body as { offset?: number }
          return { status: 'ok', operationHistory: offset ? ops(offset, 5) : ops(0, 30) }
        },
        'operations-detail': {
          status: 'ok',
          operationsDetail: { bonusValue: 150, activatedAt: [], burnAt: [] },
        },
      },
    })
    const list = await screen.findByRole('list', { name: 'Transactions' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(30)

    const [watcher, ...others] = scrollWatchers()
    expect(others).toHaveLength(0)
    expect(watcher!.options.rootMargin).toBe('0px 0px 600px 0px')

    await act(async () => watcher!.callback([{ isIntersecting: false }]))
    expect(net.calls('operation-history')).toHaveLength(1)

    await act(async () => watcher!.callback([{ isIntersecting: true }]))
    await waitUntil(() => expect(within(list).getAllByRole('listitem')).toHaveLength(35))
    expect(net.calls('operation-history').map((c) => c.body)).toEqual([
      { limit: 30 },
      { limit: 30, offset: 30 },
    ])
    // A short page was the last one: nothing watches any more.
    expect(scrollWatchers()).toHaveLength(0)
  })
})

describe('operation history when the connection returns (spec shell-data §9)', () => {
  const openHistory = (page: () => unknown[]) =>
    renderApp(appData, {
      modules,
      token: 'user-token',
      url: 'http://localhost:3000/history/',
      network: {
        'operation-history': () => ({ status: 'ok', operationHistory: page() }),
        'operations-detail': {
          status: 'ok',
          operationsDetail: { bonusValue: 150, activatedAt: [], burnAt: [] },
        },
      },
    })

  /** The browser loses the connection and gets it back. */
  async function reconnect() {
    await act(async () => {
      window.dispatchEvent(new Event('offline'))
      window.dispatchEvent(new Event('online'))
    })
    await flush()
  }

  it('reloads the list when it loaded empty', async () => {
    let page: unknown[] = []
    const { net } = await openHistory(() => page)
    await waitUntil(() => expect(net.calls('operation-history')).toHaveLength(1))
    expect(screen.queryByRole('list', { name: 'Transactions' })).toBeNull()

    page = ops(0, 2)
    await reconnect()
    expect(net.calls('operation-history').map((c) => c.body)).toEqual([
      { limit: 30 },
      { limit: 30 },
    ])
    const list = await screen.findByRole('list', { name: 'Transactions' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
  })

  it('leaves a list that has operations as it is', async () => {
    const { net } = await openHistory(() => ops(0, 3))
    const list = await screen.findByRole('list', { name: 'Transactions' })
    await reconnect()
    expect(net.calls('operation-history')).toHaveLength(1)
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  })
})

describe('the points awaiting activation and burning (issue 12 #5: formatted values never split)', () => {
  it('a long date is one piece: «27 January 2027» never breaks between its words', async () => {
    await renderApp(appData, {
      modules,
      token: 'user-token',
      url: 'http://localhost:3000/history/',
      network: {
        'operation-history': { status: 'ok', operationHistory: ops(0, 1) },
        'operations-detail': {
          status: 'ok',
          operationsDetail: {
            bonusValue: 150,
            activatedAt: [{ date: '2027-01-27 10:00:00', value: 90 }],
            burnAt: [{ date: '2026-11-30 10:00:00', value: 60 }],
          },
        },
      },
    })
    // next year's date with its year, this year's without (issue 12, session 15)
    const awaiting = await screen.findByText(/^Available from 27\s+January\s+2027$/)
    expect(awaiting.textContent).toBe('Available from 27\u00a0January\u00a02027')
    const burning = screen.getByText(/^30\s+November$/)
    expect(burning.textContent).toBe('30\u00a0November')
  })
})

describe('an operation’s purchase sum (issue 12)', () => {
  it('keeps «purchase 400 ₽» on one line: no-break spaces before the number and the currency', async () => {
    const rub = brandAppData(
      {
        tabbar: ['home', 'history', 'panelmenu'],
        menu: ['home', 'history', 'panelmenu'],
        modules: { home: {}, history: {}, panelmenu: {} },
        currency: '₽',
      },
      { user: { idUser: 42, idDevice: 1, bonus: 150, code: '1234567' } },
    )
    await renderApp(rub, {
      modules,
      token: 'user-token',
      url: 'http://localhost:3000/history/',
      network: {
        'operation-history': {
          status: 'ok',
          operationHistory: [{ ...ops(0, 1)[0], orderSum: 1400 }],
        },
        'operations-detail': {
          status: 'ok',
          operationsDetail: { bonusValue: 150, activatedAt: [], burnAt: [] },
        },
      },
    })
    const list = await screen.findByRole('list', { name: 'Transactions' })
    const [item] = within(list).getAllByRole('listitem')
    // an English screen groups thousands with a comma (issue 12, session 15), not «1 400»
    expect(item!.textContent).toContain('purchase\u00a01,400\u00a0₽')
  })
})

describe('a purchase’s row says «purchase» once (issue 12, session 16)', () => {
  it('«Purchase · … · 20.00 BYN», and «purchase 20.00 BYN» under another title', async () => {
    const byn = brandAppData(
      {
        tabbar: ['home', 'history', 'panelmenu'],
        menu: ['home', 'history', 'panelmenu'],
        modules: { home: {}, history: {}, panelmenu: {} },
        currency: 'BYN',
        decimal: 2,
      },
      { user: { idUser: 42, idDevice: 1, bonus: 150, code: '1234567' } },
    )
    const [bought, paid] = ops(0, 2)
    await renderApp(byn, {
      modules,
      token: 'user-token',
      url: 'http://localhost:3000/history/',
      network: {
        'operation-history': {
          status: 'ok',
          operationHistory: [
            { ...bought, orderSum: 20, reason: 'Purchase' },
            { ...paid, type: 'out', bonus: -3, orderSum: 20, reason: 'Paid with points' },
          ],
        },
        'operations-detail': {
          status: 'ok',
          operationsDetail: { bonusValue: 150, activatedAt: [], burnAt: [] },
        },
      },
    })
    const list = await screen.findByRole('list', { name: 'Transactions' })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first!.textContent).toMatch(/ · 20\.00\u00a0BYN/)
    expect(first!.textContent).not.toMatch(/purchase/)
    expect(second!.textContent).toContain('purchase\u00a020.00\u00a0BYN')
    // session 17: «22 November, 22:15 · / purchase 500 ₽» wrapped on some rows and not others;
    // the worded sum has a line of its own on every row (no «·» left at a line's end)
    expect(second!.textContent).not.toMatch(/·\s*purchase/)
    const worded = within(second!).getByText('purchase 20.00 BYN')
    expect(worded.textContent).not.toMatch(/\d{2}:\d{2}/)
  })
})

describe('history texts set by the typograph (issue 12 review: «Круассан с / миндалём»)', () => {
  it('binds short words in ru rows: the gift, «доступны с»', async () => {
    await renderApp(appData, {
      modules,
      locale: 'ru',
      token: 'user-token',
      url: 'http://localhost:3000/history/',
      network: {
        'operation-history': {
          status: 'ok',
          operationHistory: [{ ...ops(0, 1)[0], gift: 'Круассан с миндалём' }],
        },
        'operations-detail': {
          status: 'ok',
          operationsDetail: {
            bonusValue: 150,
            activatedAt: [{ date: '2026-11-27 10:00:00', value: 90 }],
            burnAt: [{ date: '2026-11-30 10:00:00', value: 60 }],
          },
        },
      },
    })
    const list = await screen.findByRole('list', { name: 'Операции' })
    const [item] = within(list).getAllByRole('listitem')
    expect(within(item!).getByText(/^Подарок: Круассан с\s+миндалём$/).textContent).toBe(
      'Подарок: Круассан с\u00a0миндалём',
    )
    expect(screen.getByText(/^Будут доступны с\s+27/).textContent).toBe(
      'Будут доступны с\u00a027\u00a0ноября',
    )
    // points are «баллы» everywhere (issue 12, session 14): not «Бонусы доступны до»
    expect(screen.getByRole('heading', { name: 'Баллы доступны до' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Баллы ожидают активации' })).toBeVisible()
    expect(screen.queryByText(/Бонус/)).toBeNull()
  })
})

describe('history dates in the app’s one style (issue 12 review: not «01.01.2026 10:00»)', () => {
  it('a row says the long date and time, as the operation and the orders do', async () => {
    await renderApp(appData, {
      modules,
      locale: 'ru',
      token: 'user-token',
      url: 'http://localhost:3000/history/',
      network: {
        'operation-history': { status: 'ok', operationHistory: ops(0, 1) },
        'operations-detail': {
          status: 'ok',
          operationsDetail: { bonusValue: 150, activatedAt: [], burnAt: [] },
        },
      },
    })
    const list = await screen.findByRole('list', { name: 'Операции' })
    const [item] = within(list).getAllByRole('listitem')
    // this year's date without its year (issue 12, session 15): not «1 января 2026, 10:00»
    expect(within(item!).getByText(/^1 января, 10:00$/)).toBeInTheDocument()
    expect(item!.textContent).not.toMatch(/01\.01\.2026|2026/)
  })
})

describe('an operation without purchase, branch, cashier or comment (issue 12)', () => {
  it('shows its points block right under the amount: no empty list between', async () => {
    await renderApp(appData, {
      modules,
      token: 'user-token',
      url: 'http://localhost:3000/history/body/5',
      network: {
        'operation/5': {
          status: 'ok',
          operation: {
            id: 5,
            date: '2026-11-24 11:15:00',
            type: 'in',
            bonus: 150,
            bonuses: [{ id: 1, type: 'in', value: 150, dateActivation: '2026-11-27 00:00:00' }],
          },
        },
      },
    })
    await screen.findByRole('heading', { name: 'Points' })
    const lists = screen.getAllByRole('list')
    for (const list of lists) expect(within(list).queryAllByRole('listitem')).not.toHaveLength(0)
    expect(within(lists[0]!).getByText('Earned')).toBeInTheDocument()
  })
})

describe('a cancelled operation (issue 12, session 15: the refund row read as a glitch)', () => {
  it('shows its title and signed points as they are, not struck through, with the «Отменена» pill', async () => {
    // the module's stylesheet in the page, as the app loads it with the screen
    const style = document.createElement('style')
    // (the tests run from the repository's root; the unit config maps imported CSS to nothing)
    style.textContent = readFileSync(join(process.cwd(), 'src/modules/history/history.css'), 'utf8')
    document.head.append(style)
    try {
      await renderApp(appData, {
        modules,
        locale: 'ru',
        token: 'user-token',
        url: 'http://localhost:3000/history/',
        network: {
          'operation-history': {
            status: 'ok',
            operationHistory: [
              { ...ops(0, 1)[0], bonus: 60, reason: 'Покупка (возврат)', isCancelled: true },
            ],
          },
          'operations-detail': {
            status: 'ok',
            operationsDetail: { bonusValue: 150, activatedAt: [], burnAt: [] },
          },
        },
      })
      const list = await screen.findByRole('list', { name: 'Операции' })
      const [item] = within(list).getAllByRole('listitem')
      const title = within(item!).getByText('Покупка (возврат)')
      const points = within(item!).getByText('+60')
      expect(within(item!).getByText('Отменена')).toBeInTheDocument()
      for (const text of [title, points]) {
        // neither the text nor a box around it in the row strikes it through
        for (let el: HTMLElement | null = text; el && el !== item; el = el.parentElement)
          expect(getComputedStyle(el).textDecoration).not.toMatch(/line-through/)
        expect(text.closest('s, del, strike')).toBeNull()
      }
    } finally {
      style.remove()
    }
  })
})
