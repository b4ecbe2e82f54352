/**
 * Search /catalog/search (spec catalog §5 Search): from 3 characters, debounced 300 ms; category
 * and product results; fewer characters show the empty hint; an empty result the not-found text.
 * Reached from a promotion as /catalog/search?title={action title}&ids={product ids}: its title
 * and its products.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId } from 'react'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { goBack } from '../../../core/state/ui.ts'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { LoadError } from '../../../ui/load-error/load-error.tsx'
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx'
import { BasketSpacer } from '../basket/index.ts'
import { CategoryList } from './category-list.tsx'
import { setCatalogSettings } from '../common/index.ts'
import { ProductGrid } from './product-grid.tsx'
import {
  SEARCH_MIN,
  setSearchQuery,
  showPromotionProducts,
  useSearch,
  useSearchResults,
} from './store.ts'
import '../common/catalog.css'

export default function SearchScreen({ settings }: ScreenProps<CatalogSettings>) {
  const { t } = useLingui()
  useEffect(() => setCatalogSettings(settings), [settings])
  const inputId = useId()
  const search = useSearch()
  const results = useSearchResults()
  const start = () => {
    const q = new URLSearchParams(location.search)
    const title = q.get('title')
    const ids = (q.get('ids') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0)
    if (title && ids.length) showPromotionProducts(title, ids)
    else if (q.get('query')) setSearchQuery(q.get('query')!)
  }
  useEffect(start, [])
  const short = !search.promotion && search.query.trim().length < SEARCH_MIN
  const nothing =
    results.status === 'done' && !results.categories.length && !results.products.length
  return (
    <Page navbar={<Navbar title={search.promotion?.title ?? t`Search`} onBack={goBack} />}>
      <div className="catalog-search">
        {search.promotion ? null : (
          <div className="catalog-search__field">
            <label htmlFor={inputId} className="visually-hidden">{t`Search the catalog`}</label>
            <input
              id={inputId}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              placeholder={t`Dish or category`}
              value={search.query}
              onChange={(e) => setSearchQuery(e.target.value)}
            />
          </div>
        )}
        {short ? (
          <p className="catalog-empty">{t`Enter at least 3 characters to search`}</p>
        ) : results.status === 'loading' ? (
          <Skeleton variant="cards" count={2} />
        ) : results.status === 'failed' ? (
          <LoadError error={results.error} onRetry={results.retry} />
        ) : nothing ? (
          <p className="catalog-empty" role="status">{t`Nothing found`}</p>
        ) : (
          <>
            {results.categories.length ? (
              <section aria-label={t`Categories`}>
                <h2 className="catalog-section-title">{t`Categories`}</h2>
                <CategoryList categories={results.categories} look="list" />
              </section>
            ) : null}
            {results.products.length ? (
              <section aria-label={t`Products`}>
                {search.promotion ? null : <h2 className="catalog-section-title">{t`Products`}</h2>}
                <ProductGrid products={results.products} />
              </section>
            ) : null}
          </>
        )}
        <BasketSpacer />
      </div>
    </Page>
  )
}
