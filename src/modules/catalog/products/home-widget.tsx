/**
 * `home` slot widget (spec catalog §2 element 1): title, search icon and the category tiles, or
 * an empty message, with the delivery select (receive/receive-select.tsx).
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { SlotWidgetProps } from '../../../core/module.ts'
import { useFirstPaint } from '../../../core/slot.tsx'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { navigate } from '../../../core/state/ui.ts'
import { Icon } from '../../../ui/icon/icon.tsx'
import '../icons.ts'
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx'
import { CatalogError } from './catalog-screen.tsx'
import { CategoryList } from './category-list.tsx'
import {
  catalogUrl,
  setCatalogSettings,
  useCatalogSettings,
  type Category,
} from '../common/index.ts'
import { ReceiveSelect } from '../receive/index.ts'
import { reloadCategories, useCategories } from './queries.ts'
import '../common/catalog.css'

export default function CatalogHomeWidget({ settings: raw }: SlotWidgetProps<CatalogSettings>) {
  const { t } = useLingui()
  // At the top of home its first tiles are the first screen's largest pictures (issue 16).
  const firstPaint = useFirstPaint()
  useEffect(() => setCatalogSettings(raw), [raw])
  const settings = useCatalogSettings()
  const { categories, status: categoriesStatus, error: categoriesError } = useCategories()
  const title = settings.homeSlotTitle || settings.title || t`Catalog`
  return (
    <section className="catalog-home" aria-label={title}>
      <div className="catalog-home__head">
        <h2 className="catalog-home__title">{title}</h2>
        <button
          type="button"
          className="catalog-home__search"
          aria-label={t`Search`}
          onClick={() => navigate(catalogUrl('search'))}
        >
          <Icon name="search" />
        </button>
      </div>
      <ReceiveSelect />
      {!categories.length && categoriesStatus === 'loading' ? (
        <Skeleton variant="cards" count={2} />
      ) : !categories.length && categoriesStatus === 'failed' ? (
        <CatalogError error={categoriesError} onRetry={() => void reloadCategories()} />
      ) : !categories.length ? (
        <p className="catalog-empty">{t`The catalog is empty for now`}</p>
      ) : (
        <CategoryList
          categories={categories as Category[]}
          look="tiles"
          label={title}
          priority={firstPaint ? 2 : 0}
        />
      )}
    </section>
  )
}
