/**
 * Issue 12, defect 1: after «Выбрать город» the home «Наше меню» stayed a skeleton though its
 * categories call answered. Removing a query cancels its load silently: an observer of a load of
 * the new domain already on its way, removed by the domain-change reset, waited for ever.
 */
import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../src/core/query/client.ts'
import { currentScope, scopedKey } from '../../../../src/core/query/keys.ts'
import { session } from '../../../../src/core/state/session.ts'
import { catalogKeys } from '../../../../src/modules/catalog/products/queries.ts'
import { resetCatalog } from '../../../../src/modules/catalog/products/store.ts'

const startDomain = session.domain
afterEach(() => {
  session.domain = startDomain
  queryClient().clear()
})

function deferred<T>() {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('the catalog reset on a domain change', () => {
  it('keeps a load of the new domain already on its way: its observer gets the answer', async () => {
    session.domain = 'pizzeria-spb'
    const answer = deferred<{ id: number; name: string }[]>()
    const observer = new QueryObserver(queryClient(), {
      queryKey: scopedKey(catalogKeys.categories, currentScope({ branch: 1 })),
      queryFn: () => answer.promise,
    })
    const seen: string[] = []
    const stop = observer.subscribe((r) => seen.push(r.status))
    resetCatalog()
    answer.resolve([{ id: 1, name: 'Пицца' }])
    await expect.poll(() => observer.getCurrentResult().status).toBe('success')
    expect(observer.getCurrentResult().data).toEqual([{ id: 1, name: 'Пицца' }])
    stop()
  })

  it('drops the other domain’s categories, loading or not, and the current domain’s settled ones', async () => {
    const client = queryClient()
    const old = scopedKey(catalogKeys.categories, { domain: 'pizzeria-msk', locale: 'ru' })
    session.domain = 'pizzeria-spb'
    const settled = scopedKey(catalogKeys.categories, currentScope({ branch: 2 }))
    client.setQueryData(old, [{ id: 9 }])
    client.setQueryData(settled, [{ id: 8 }])
    void client.prefetchQuery({
      queryKey: [...old.slice(0, -1), 'loading', old.at(-1)],
      queryFn: () => new Promise(() => {}),
    })
    resetCatalog()
    expect(client.getQueryData(old)).toBeUndefined()
    expect(client.getQueryData(settled)).toBeUndefined()
    expect(client.getQueryCache().findAll({ queryKey: catalogKeys.categories })).toHaveLength(0)
  })
})
