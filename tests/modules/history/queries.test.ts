// @vitest-environment node
import { InfiniteQueryObserver } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../src/core/query/client.ts'
import { currentScope } from '../../../src/core/query/keys.ts'
import { pagedItems } from '../../../src/core/query/paged.ts'
import {
  HISTORY_PAGE,
  historyListQuery,
  historyNeedsLoad,
  isAllLoaded,
  loadHistory,
  loadMoreHistory,
  markHistoryStale,
} from '../../../src/modules/history/queries.ts'
import { configureTestApi, stubNetwork } from '../../helpers/network.ts'
import { freshQueryClient } from '../../helpers/query.ts'

beforeEach(() => {
  configureTestApi()
  freshQueryClient()
})

/** The list as the screen sees it: its items and the all-loaded flag. */
function historyList() {
  const result = new InfiniteQueryObserver(queryClient(), {
    ...historyListQuery(currentScope()),
    enabled: false,
  }).getCurrentResult()
  return {
    items: pagedItems(result.data, (op) => op.id),
    allLoaded: result.isSuccess && !result.hasNextPage,
  }
}

const ops = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: from + i,
    date: '2026-01-01 10:00:00',
    type: 'in',
    bonus: 5,
    orderSum: 100,
  }))

describe('operation history loading (shell-data §4)', () => {
  it('pages by 30 with offset = loaded items; all-loaded when a page is short', async () => {
    const net = stubNetwork({
      'operation-history': (call) => {
        const body = call.body as { limit: number; offset?: number }
        const offset = body.offset ?? 0
        return { status: 'ok', operationHistory: ops(offset, offset >= 30 ? 11 : body.limit) }
      },
      'operations-detail': {
        status: 'ok',
        operationsDetail: { bonusValue: 5, activatedAt: [], burnAt: [] },
      },
    })
    await loadHistory()
    expect(historyList().items).toHaveLength(30)
    expect(historyList().allLoaded).toBe(false)
    expect(net.calls('operation-history')[0]!.body).toEqual({ limit: HISTORY_PAGE })
    await loadMoreHistory()
    expect(net.calls('operation-history')[1]!.body).toEqual({ limit: 30, offset: 30 })
    expect(historyList().items).toHaveLength(41)
    expect(historyList().allLoaded).toBe(true)
    await loadMoreHistory() // nothing more to load
    expect(net.calls('operation-history')).toHaveLength(2)
    net.restore()
  })

  it('all-loaded rule', () => {
    expect(isAllLoaded([], 30)).toBe(true)
    expect(isAllLoaded(ops(0, 29), 30)).toBe(true)
    expect(isAllLoaded(ops(0, 30), 30)).toBe(false)
  })

  it('loads on entering the first time, and again only after the points changed', async () => {
    const net = stubNetwork({
      'operation-history': { status: 'ok', operationHistory: ops(0, 3) },
      'operations-detail': { status: 'ok', operationsDetail: null },
    })
    expect(historyNeedsLoad()).toBe(true)
    await loadHistory()
    // Back from an operation's page: the loaded pages stay.
    expect(historyNeedsLoad()).toBe(false)
    // A gift bought, an order paid with points, new app data: the next visit reloads.
    markHistoryStale()
    expect(historyNeedsLoad()).toBe(true)
    await loadHistory()
    expect(historyNeedsLoad()).toBe(false)
    expect(net.calls('operation-history')).toHaveLength(2)
    net.restore()
  })
})
