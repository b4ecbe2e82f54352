/**
 * Category page /catalog/category/{id} (spec catalog §2, §9): description, subcategories and
 * products with infinite scroll (limit 10, offset +10, distance 600), pull to refresh. A long
 * category (issue 16) is a virtualised grid that loads the pages where the reader is and ahead. The search
 * icon is hidden while a search cache is present (the user came from search results).
 */
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { goBack } from '../../../core/state/ui.ts'
import { InfiniteScroll } from '../../../ui/infinite-scroll/infinite-scroll.tsx'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { PullToRefresh } from '../../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx'
import { BasketSpacer } from '../basket/index.ts'
import { CatalogError } from './catalog-error.tsx'
import { SearchButton } from './search-button.tsx'
import { CategoryList } from './category-list.tsx'
import { setCatalogSettings, useCatalogSettings } from '../common/index.ts'
import { DeliveryBlocker } from './delivery-blocker.tsx'
import { ProductGrid } from './product-grid.tsx'
import { VirtualProductGrid } from './virtual-product-grid.tsx'
import { reloadCategories, useCategories, useCategoryProducts } from './queries.ts'
import { findCategory, SEARCH_MIN, useSearch } from './store.ts'
import { catalogTexts } from './texts.ts'
import '../common/catalog.css'

/** spec §9: infinite-scroll distance 600. */
export const CATEGORY_SCROLL_DISTANCE = 600

export default function CategoryScreen({ settings: raw, params }: ScreenProps<CatalogSettings>) {
  const { i18n } = useLingui()
  useEffect(() => setCatalogSettings(raw), [raw])
  const settings = useCatalogSettings()
  const id = Number(params.id)
  const { categories, status: categoriesStatus, error: categoriesError } = useCategories()
  const category = findCategory(categories, id)
  const products = useCategoryProducts(id)
  const search = useSearch()
  const searchCached = search.query.trim().length >= SEARCH_MIN || search.promotion != null
  const items = products.items
  const subs = category?.sub_categories ?? []
  // The categories are loading and this one is not among cached ones yet.
  const waiting = !category && categoriesStatus === 'loading'
  const title =
    category?.name ?? (categoriesStatus === 'failed' ? i18n._(catalogTexts.catalog) : '')

  return (
    <Page
      navbar={
        <Navbar title={title} onBack={goBack} right={searchCached ? undefined : <SearchButton />} />
      }
    >
      <PullToRefresh fill onRefresh={() => Promise.all([reloadCategories(), products.refresh()])}>
        {/* The page's content grows to the screen's height, so the delivery blocker after it
            stands at the bottom of a short category (it floated mid-screen: session 14) and
            sticks to the bottom while a long one scrolls. */}
        <div className="category-page__body">
          {/* Nothing moves once drawn (issue 16, layout shift): until the category is known (its
            description and subcategories go above the products) one placeholder stands in for
            the page and then leaves; the delivery blocker comes with the products, so it never
            starts under the placeholder and jumps to the screen's bottom. */}
          {waiting ? <Skeleton key="category" variant="cards" count={4} /> : null}
          {!category && categoriesStatus === 'failed' ? (
            <CatalogError error={categoriesError} onRetry={() => void reloadCategories()} />
          ) : null}
          {category?.description ? (
            <p className="category-description">{category.description}</p>
          ) : null}
          {subs.length ? (
            <CategoryList
              categories={subs}
              look={settings.list === 'list' ? 'list' : 'tiles'}
              priority={2}
            />
          ) : null}
          {waiting ? null : products.loadingFirst ? (
            <Skeleton variant="cards" count={4} />
          ) : products.failed && !items.length ? (
            <CatalogError error={products.error} onRetry={products.retry} />
          ) : !items.length && !subs.length && !products.length ? (
            <p className="catalog-empty">{i18n._(catalogTexts.emptyCategory)}</p>
          ) : products.length != null ? (
            <>
              <VirtualProductGrid
                length={products.length}
                productAt={products.productAt}
                onWindow={products.setWindow}
                label={category?.name}
                memoryKey={`${id}:${products.scopeKey}`}
              />
              {products.failed ? (
                <CatalogError error={products.error} onRetry={products.retry} />
              ) : null}
            </>
          ) : (
            <InfiniteScroll
              onLoadMore={products.loadMore}
              hasMore={products.hasMore}
              loading={products.loadingMore}
              distance={CATEGORY_SCROLL_DISTANCE}
              loader={<Skeleton variant="cards" count={2} />}
            >
              {items.length ? <ProductGrid products={items} label={category?.name} /> : null}
              {products.failed && items.length ? (
                <CatalogError error={products.error} onRetry={products.loadMore} />
              ) : null}
            </InfiniteScroll>
          )}
        </div>
        {waiting || products.loadingFirst ? null : <DeliveryBlocker />}
        <BasketSpacer />
      </PullToRefresh>
    </Page>
  )
}
