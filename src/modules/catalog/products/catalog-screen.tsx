/**
 * Catalog root at the catalog's base url (spec catalog §2): title, search icon, categories (list
 * or tiles), pull to refresh. A tab root, or a pushed page with a back link by settings.
 */
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { useScreenBack } from '../../../core/state/screen-chrome.ts'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { PullToRefresh } from '../../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx'
import { BasketSpacer } from '../basket/index.ts'
import { CatalogError } from './catalog-error.tsx'
import { CategoryList } from './category-list.tsx'
import { SearchButton } from './search-button.tsx'
import { setCatalogSettings, useCatalogSettings, type Category } from '../common/index.ts'
import { ReceiveSelect } from '../receive/index.ts'
import { reloadCategories, useCategories } from './queries.ts'
import { clearSearch } from './store.ts'
import { catalogTexts } from './texts.ts'
import '../common/catalog.css'

export default function CatalogScreen({ settings: raw }: ScreenProps<CatalogSettings>) {
  const { i18n } = useLingui()
  useEffect(() => setCatalogSettings(raw), [raw])
  const settings = useCatalogSettings()
  const { categories, status: categoriesStatus, error: categoriesError } = useCategories()
  const back = useScreenBack()
  useEffect(() => clearSearch(), [])
  const title = settings.title || i18n._(catalogTexts.catalog)
  return (
    <Page
      navbar={
        <Navbar
          title={settings.hideRootTitles ? undefined : title}
          onBack={back}
          right={<SearchButton />}
        />
      }
    >
      <PullToRefresh onRefresh={reloadCategories}>
        {settings.hideRootTitles ? <h1 className="visually-hidden">{title}</h1> : null}
        <ReceiveSelect />
        {!categories.length && categoriesStatus === 'loading' ? (
          <Skeleton variant="cards" count={4} />
        ) : !categories.length && categoriesStatus === 'failed' ? (
          <CatalogError error={categoriesError} onRetry={() => void reloadCategories()} />
        ) : !categories.length ? (
          <p className="catalog-empty">{i18n._(catalogTexts.emptyCatalog)}</p>
        ) : (
          <CategoryList categories={categories as Category[]} look={settings.list} priority={2} />
        )}
        <BasketSpacer />
      </PullToRefresh>
    </Page>
  )
}
