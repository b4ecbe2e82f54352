/**
 * Category page /catalog/category/{id} (spec catalog §2, §9): description, subcategories and
 * products with infinite scroll (limit 10, offset +10, distance 600), pull to refresh. The search
 * icon is hidden while a search cache is present (the user came from search results).
 */
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { ScreenProps } from '../../../core/module.ts'
import { goBack } from '../../../core/state/ui.ts'
import { InfiniteScroll } from '../../../ui/infinite-scroll/infinite-scroll.tsx'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { PullToRefresh } from '../../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx'
import { BasketSpacer } from '../basket/index.ts'
import { CatalogError, SearchButton } from './catalog-screen.tsx'
import { CategoryList } from './category-list.tsx'
import {
  setCatalogSettings,
  useCatalogSettings,
  type Category,
  type Product,
} from '../common/index.ts'
import { DeliveryBlocker } from './delivery-blocker.tsx'
import { ProductGrid } from './product-grid.tsx'
import {
  ensureCategories,
  findCategory,
  loadCategories,
  loadMoreProducts,
  refreshCategory,
  SEARCH_MIN,
  useCatalog,
} from './store.ts'
import { catalogTexts } from './texts.ts'
import '../common/catalog.css'

/** spec §9: infinite-scroll distance 600. */
export const CATEGORY_SCROLL_DISTANCE = 600

export default function CategoryScreen({ settings: raw, params }: ScreenProps) {
  const { i18n } = useLingui()
  useEffect(() => setCatalogSettings(raw), [raw])
  const settings = useCatalogSettings()
  const id = Number(params.id)
  const { categories, categoriesStatus, categoriesError, products, search } = useCatalog()
  const category = findCategory(categories as Category[], id)
  const entry = products[String(id)]
  useEffect(() => ensureCategories(), [])
  useEffect(() => {
    if (!entry && Number.isFinite(id)) void loadMoreProducts(id)
  }, [entry, id])
  const searchCached = search.query.trim().length >= SEARCH_MIN || search.promotion != null
  const items = (entry?.items ?? []) as Product[]
  const subs = category?.sub_categories ?? []
  const loadingFirst = !entry || (entry.status === 'loading' && !items.length)
  const title =
    category?.name ?? (categoriesStatus === 'failed' ? i18n._(catalogTexts.catalog) : '')

  return (
    <Page
      navbar={
        <Navbar title={title} onBack={goBack} right={searchCached ? undefined : <SearchButton />} />
      }
    >
      <PullToRefresh onRefresh={() => Promise.all([loadCategories(), refreshCategory(id)])}>
        {!category && categoriesStatus === 'failed' ? (
          <CatalogError error={categoriesError?.value} onRetry={() => void loadCategories()} />
        ) : null}
        {category?.description ? (
          <p className="category-description">{category.description}</p>
        ) : null}
        {subs.length ? (
          <CategoryList categories={subs} look={settings.list === 'list' ? 'list' : 'tiles'} />
        ) : null}
        {loadingFirst ? (
          <Skeleton variant="cards" count={4} />
        ) : entry?.status === 'failed' && !items.length ? (
          <CatalogError error={entry.error?.value} onRetry={() => void refreshCategory(id)} />
        ) : !items.length && !subs.length ? (
          <p className="catalog-empty">{i18n._(catalogTexts.emptyCategory)}</p>
        ) : (
          <InfiniteScroll
            onLoadMore={() => void loadMoreProducts(id)}
            hasMore={Boolean(entry?.hasMore) && entry?.status !== 'failed'}
            loading={entry?.status === 'loading'}
            distance={CATEGORY_SCROLL_DISTANCE}
            loader={<Skeleton variant="cards" count={2} />}
          >
            {items.length ? <ProductGrid products={items} label={category?.name} /> : null}
            {entry?.status === 'failed' && items.length ? (
              <CatalogError error={entry.error?.value} onRetry={() => void loadMoreProducts(id)} />
            ) : null}
          </InfiniteScroll>
        )}
        <DeliveryBlocker />
        <BasketSpacer />
      </PullToRefresh>
    </Page>
  )
}
