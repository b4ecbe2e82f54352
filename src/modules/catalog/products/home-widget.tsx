/**
 * `home` slot widget (spec catalog §2 element 1): title, search icon and the category tiles, or
 * an empty message, with the delivery select (receive/receive-select.tsx).
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { SlotWidgetProps } from '../../../core/module.ts'
import { useFirstPaint } from '../../../core/slot.tsx'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { navigate } from '../../../core/state/ui.ts'
import { Icon } from '../../../ui/icon/icon.tsx'
import '../icons.ts'
import { readJson, storageKeys, writeJson } from '../../../core/storage/storage.ts'
import '../../../ui/skeleton/skeleton.css'
import { CatalogError } from './catalog-error.tsx'
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
import { viewportWidth } from '../../../core/viewport.ts'

/** The tiles' last box: their count and height at the screen's width. */
interface TilesBox {
  width: number
  count: number
  height: number
}

/**
 * Tiles a first start draws while the categories load: three rows reach below the fold of a
 * phone, so tiles arriving there move nothing on screen.
 */
const DEFAULT_TILES = 6

function lastBox(): TilesBox | null {
  const box = readJson<TilesBox | null>(storageKeys.catalogHomeBox, null)
  return box && typeof box.count === 'number' && box.width === viewportWidth() ? box : null
}

/**
 * The tiles' skeleton in their own grid and shape (issue 16: no layout shift): as many as last
 * time, and their last height as its least, so the categories arriving change no box.
 */
function TilesSkeleton() {
  const { t } = useLingui()
  const box = lastBox()
  const items = Array.from({ length: Math.max(1, box?.count ?? DEFAULT_TILES) }, (_, i) => i)
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading`}>
      <ul
        className="category-tiles category-tiles--skeleton"
        aria-hidden="true"
        style={box ? { minHeight: box.height } : undefined}
      >
        {items.map((i) => (
          <li key={i}>
            <span className="category-tile">
              <span className="category-tile__image ui-skeleton__block" />
              <span className="category-tile__name">
                <span className="ui-skeleton__block category-tile__name-line" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export default function CatalogHomeWidget({ settings: raw }: SlotWidgetProps<CatalogSettings>) {
  const { t } = useLingui()
  // At the top of home its first tiles are the first screen's largest pictures (issue 16).
  const firstPaint = useFirstPaint()
  useEffect(() => setCatalogSettings(raw), [raw])
  const settings = useCatalogSettings()
  const { categories, status: categoriesStatus, error: categoriesError } = useCategories()
  const title = settings.homeSlotTitle || settings.title || t`Catalog`
  const tiles = useRef<HTMLDivElement>(null)
  // The drawn tiles' box, for the next start's skeleton: from a ResizeObserver, which reports it
  // after the browser's own layout (issue 16, TBT: `offsetHeight` in the commit forced the
  // layout of the whole home there, the largest JS item of the catalog widget's long task).
  useEffect(() => {
    const list = tiles.current?.querySelector('ul')
    if (!list || !categories.length || typeof ResizeObserver === 'undefined') return
    const count = categories.length
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize
      if (!height) return
      observer.disconnect()
      writeJson(storageKeys.catalogHomeBox, {
        width: viewportWidth(),
        count,
        height: Math.round(height),
      } satisfies TilesBox)
    })
    observer.observe(list)
    return () => observer.disconnect()
  }, [categories])
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
        <TilesSkeleton />
      ) : !categories.length && categoriesStatus === 'failed' ? (
        <CatalogError error={categoriesError} onRetry={() => void reloadCategories()} />
      ) : !categories.length ? (
        <p className="catalog-empty">{t`The catalog is empty for now`}</p>
      ) : (
        <div ref={tiles}>
          <CategoryList
            categories={categories as Category[]}
            look="tiles"
            label={title}
            priority={firstPaint ? 2 : 0}
            priorityIf={firstPaint === 'in-view' ? 'in-view' : true}
          />
        </div>
      )}
    </section>
  )
}
