import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveBrand } from '../../../src/core/brand/brand.ts'
import {
  ensureData,
  fetchData,
  invalidate,
  peekData,
  sharedCall,
} from '../../../src/core/query/access.ts'
import { queryClient } from '../../../src/core/query/client.ts'
import { appEvents, emit } from '../../../src/core/events.ts'
import { dependsOn } from '../../../src/core/query/events.ts'
import { useServerInfiniteQuery, useServerQuery } from '../../../src/core/query/hooks.ts'
import {
  currentScope,
  scopedKey,
  scopeOf,
  useQueryScope,
  type QueryScope,
} from '../../../src/core/query/keys.ts'
import {
  isShortPage,
  pagedItems,
  pagedQueryOptions,
  refreshFirstPage,
} from '../../../src/core/query/paged.ts'
import {
  initSession,
  login,
  logout,
  session,
  switchDomain,
} from '../../../src/core/state/session.ts'
import { freshQueryClient } from '../../helpers/query.ts'
import { deferred } from '../../helpers/deferred.ts'
import { brandAppData, normalisedAppData } from '../../helpers/app-data.ts'

beforeEach(() => {
  localStorage.clear()
  initSession(resolveBrand('http://pizza.localhost:8080/'))
  freshQueryClient()
})
afterEach(() => vi.useRealTimers())

const giftsQuery = (scope: QueryScope, load: () => Promise<string[]>) => ({
  queryKey: scopedKey(['gifts', 'list'], scope),
  queryFn: load,
})

describe('query keys', () => {
  it('carry the domain and the locale, and the branch where an answer depends on it', () => {
    session.domain = 'pizza-spb'
    session.locale = 'en'
    expect(scopedKey(['gifts', 'list'], currentScope())).toEqual([
      'gifts',
      'list',
      { domain: 'pizza-spb', locale: 'en' },
    ])
    const key = scopedKey(['catalog', 'products', 5], currentScope({ branch: 3 }))
    expect(scopeOf(key)).toEqual({ domain: 'pizza-spb', locale: 'en', branch: 3 })
    expect(scopeOf(['no', 'scope'])).toBeUndefined()
  })

  it('never serve one domain’s or locale’s answer to another', async () => {
    const load = vi.fn(async () => [`${session.domain}/${session.locale}`])
    expect(await ensureData(giftsQuery(currentScope(), load))).toEqual(['pizza/ru'])
    session.locale = 'en'
    expect(await ensureData(giftsQuery(currentScope(), load))).toEqual(['pizza/en'])
    switchDomain('pizza-spb')
    expect(await ensureData(giftsQuery(currentScope(), load))).toEqual(['pizza-spb/en'])
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('re-key a screen’s query when the locale changes', async () => {
    const load = vi.fn(async () => [`gifts in ${session.locale}`])
    function Gifts() {
      const { data } = useServerQuery(giftsQuery(useQueryScope(), load))
      return <p>{data?.[0] ?? 'loading'}</p>
    }
    render(<Gifts />)
    expect(await screen.findByText('gifts in ru')).toBeInTheDocument()
    await act(async () => {
      session.locale = 'en'
    })
    expect(await screen.findByText('gifts in en')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('in-flight sharing (dedupe)', () => {
  it('concurrent loads of one key make one request; a later load after it settles makes another', async () => {
    const answer = deferred<string[]>()
    const load = vi.fn(() => answer.promise)
    const a = fetchData(giftsQuery(currentScope(), load))
    const b = ensureData(giftsQuery(currentScope(), load))
    answer.resolve(['one'])
    expect(await a).toEqual(['one'])
    expect(await b).toEqual(['one'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('sharedCall: concurrent calls share one request, the next call after it settles is new', async () => {
    const first = deferred<number>()
    const call = vi.fn(() => first.promise)
    const a = sharedCall(['get-coupons'], call)
    const b = sharedCall(['get-coupons'], call)
    first.resolve(1)
    expect([await a, await b]).toEqual([1, 1])
    expect(call).toHaveBeenCalledTimes(1)
    const again = vi.fn(async () => 2)
    expect(await sharedCall(['get-coupons'], again)).toBe(2)
    expect(again).toHaveBeenCalledTimes(1)
  })

  it('sharedCall: a failure reaches every caller, and the next call tries again', async () => {
    const failing = deferred<number>()
    const a = sharedCall(['pages'], () => failing.promise)
    const b = sharedCall(['pages'], () => failing.promise)
    failing.reject(new Error('down'))
    await expect(a).rejects.toThrow('down')
    await expect(b).rejects.toThrow('down')
    expect(await sharedCall(['pages'], async () => 3)).toBe(3)
  })

  it('sharedCall: a call after a domain change does not join one made before it', async () => {
    const before = deferred<string>()
    const a = sharedCall(['pages'], () => before.promise)
    switchDomain('pizza-spb')
    const after = vi.fn(async () => 'spb')
    expect(await sharedCall(['pages'], after)).toBe('spb')
    expect(after).toHaveBeenCalledTimes(1)
    before.resolve('msk')
    expect(await a).toBe('msk')
  })
})

describe('invalidation from app events', () => {
  it('login and logout reset the queries that declare they depend on the user', async () => {
    dependsOn(['history'], { login: 'reset', logout: 'reset' })
    const key = scopedKey(['history', 'list'], currentScope())
    const other = scopedKey(['pages', 'list'], currentScope())
    await fetchData({ queryKey: key, queryFn: async () => ['guest op'] })
    await fetchData({ queryKey: other, queryFn: async () => ['page'] })
    login('user-token')
    expect(peekData(key)).toBeUndefined()
    expect(peekData(other)).toEqual(['page'])
    await fetchData({ queryKey: key, queryFn: async () => ['user op'] })
    logout()
    expect(peekData(key)).toBeUndefined()
  })

  it('a delayed reaction runs after its delay (spec: history resets 500 ms after logout)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    dependsOn(['history'], { logout: { how: 'reset', delay: 500 } })
    const key = scopedKey(['history', 'list'], currentScope())
    queryClient().setQueryData(key, ['op'])
    logout()
    vi.advanceTimersByTime(499)
    expect(peekData(key)).toEqual(['op'])
    vi.advanceTimersByTime(1)
    expect(peekData(key)).toBeUndefined()
  })

  it('a domain change drops every other domain’s data and resets what depends on the domain', async () => {
    dependsOn(['bonus'], { domain: 'reset' })
    const msk = scopedKey(['gifts', 'list'], currentScope())
    queryClient().setQueryData(msk, ['msk gift'])
    const unscoped = ['bonus', 'messages']
    queryClient().setQueryData(unscoped, ['hello'])
    switchDomain('pizza-spb')
    expect(peekData(msk)).toBeUndefined()
    expect(peekData(unscoped)).toBeUndefined()
    // Switching back loads afresh: the other region's answer is not kept.
    switchDomain('pizza')
    expect(peekData(msk)).toBeUndefined()
  })

  it('a screen showing reset data loads it again at once; stale data reloads on the next use', async () => {
    dependsOn(['gifts'], { login: 'reset', appData: 'stale' })
    let round = 0
    const load = vi.fn(async () => [`gifts ${++round}`])
    function Gifts() {
      const { data } = useServerQuery(giftsQuery(useQueryScope(), load))
      return <p>{data?.[0] ?? 'loading'}</p>
    }
    render(<Gifts />)
    expect(await screen.findByText('gifts 1')).toBeInTheDocument()
    await act(async () => login('t'))
    expect(await screen.findByText('gifts 2')).toBeInTheDocument()
    const key = scopedKey(['gifts', 'list'], currentScope())
    await act(() => invalidate(key, { refetch: false }))
    expect(load).toHaveBeenCalledTimes(2)
    expect(queryClient().getQueryState(key)?.isInvalidated).toBe(true)
  })
})

describe('app data’s reactions (issue 16: the home’s data asked for as app data arrives)', () => {
  it('touch data loaded before the answer arrived, not data asked for after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    dependsOn(['gifts'], { appData: 'stale' })
    dependsOn(['news'], { appData: 'reset' })
    const older = scopedKey(['gifts', 'older'], currentScope())
    await fetchData({ queryKey: older, queryFn: async () => ['before'] })
    vi.advanceTimersByTime(1_000)
    // App data's answer arrives (its timestamp), the home's data is asked for at once, and the
    // event comes 100 ms after the answer.
    const answer = normalisedAppData(brandAppData())
    const gifts = scopedKey(['gifts', 'list'], currentScope())
    const news = scopedKey(['news', 'list'], currentScope())
    vi.advanceTimersByTime(10)
    await fetchData({ queryKey: gifts, queryFn: async () => ['after'] })
    await fetchData({ queryKey: news, queryFn: async () => ['after'] })
    emit(appEvents.appDataLoaded, answer)
    await act(async () => {})
    expect(queryClient().getQueryState(older)?.isInvalidated).toBe(true)
    expect(queryClient().getQueryState(gifts)?.isInvalidated).toBe(false)
    expect(peekData(news)).toEqual(['after'])
  })
})

describe('paged lists', () => {
  const rows = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: from + i }))

  it('all-loaded when a page is shorter than the page size, or empty', () => {
    expect(isShortPage(rows(0, 30), 30)).toBe(false)
    expect(isShortPage(rows(0, 29), 30)).toBe(true)
    expect(isShortPage([], 30)).toBe(true)
  })

  it('asks the next page at the offset of the items loaded, and stops after a short page', async () => {
    const fetchPage = vi.fn(async ({ offset, limit }: { offset: number; limit: number }) =>
      offset === 0 ? rows(0, limit) : rows(offset, 5),
    )
    const options = pagedQueryOptions({
      queryKey: scopedKey(['history', 'list'], currentScope()),
      pageSize: 30,
      fetchPage,
      idOf: (row) => row.id,
    })
    let more: () => Promise<unknown> = async () => {}
    function List() {
      const query = useServerInfiniteQuery(options)
      more = query.fetchNextPage
      const items = pagedItems(query.data, (row) => row.id)
      return (
        <p>
          {items.length} rows{query.hasNextPage ? '' : ', all loaded'}
        </p>
      )
    }
    render(<List />)
    expect(await screen.findByText('30 rows')).toBeInTheDocument()
    await act(() => more())
    expect(await screen.findByText('35 rows, all loaded')).toBeInTheDocument()
    expect(fetchPage.mock.calls.map(([r]) => [r.offset, r.limit])).toEqual([
      [0, 30],
      [30, 30],
    ])
  })

  it('an item a later page repeats is counted once (and the next offset counts it once)', () => {
    const data = { pages: [rows(0, 3), rows(2, 3)], pageParams: [] }
    expect(pagedItems(data, (row) => row.id).map((r) => r.id)).toEqual([0, 1, 2, 3, 4])
  })

  it('refresh reloads the first page only', async () => {
    let version = 0
    const fetchPage = vi.fn(async ({ offset }: { offset: number }) =>
      rows(offset + version * 100, 30),
    )
    const key = scopedKey(['history', 'list'], currentScope())
    const options = pagedQueryOptions({ queryKey: key, pageSize: 30, fetchPage })
    await queryClient().fetchInfiniteQuery(options)
    // A second page loaded on scroll.
    queryClient().setQueryData(key, {
      pages: [rows(0, 30), rows(30, 30)],
      pageParams: [
        { offset: 0, limit: 30, index: 0 },
        { offset: 30, limit: 30, index: 1 },
      ],
    })
    version = 1
    fetchPage.mockClear()
    await refreshFirstPage(key)
    expect(fetchPage).toHaveBeenCalledTimes(1)
    expect(fetchPage.mock.calls[0]![0].offset).toBe(0)
    const data = peekData<{ pages: { id: number }[][] }>(key)
    expect(data?.pages).toHaveLength(1)
    expect(data?.pages[0]![0]!.id).toBe(100)
  })
})
