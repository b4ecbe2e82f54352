/**
 * The product grid of a long category (issue 16): the whole list's height from the start, only
 * the rows near the visible area in the DOM (@tanstack/react-virtual, rows of two cards in the
 * page's own scroll container). A card whose page has not come yet keeps its place as a
 * placeholder of the same shape, so rows never change height when products arrive. Screen
 * readers still hear a list of `length` items (aria-setsize and aria-posinset on each card); the
 * row holding the focus stays rendered while it scrolls away, so the focus is never lost; the
 * scroll position is kept for the next visit of the same category.
 */
import { useLingui } from '@lingui/react/macro'
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { scrollParent } from '../../../ui/infinite-scroll/infinite-scroll.tsx'
import type { Product } from '../common/index.ts'
import { ProductCard, type CardContext } from './product-card.tsx'
import { useCardContext } from './product-grid.tsx'
import type { ListWindow } from './queries.ts'

/** Cards per row (the grid's two columns, catalog.css). */
export const COLUMNS = 2
/** A row's height before it is measured: a card with a two-line name at 390 px, and the gap. */
export const ROW_ESTIMATE = 290
/** Rows rendered beyond the visible ones on each side. */
export const OVERSCAN = 2

/** Where each category list was scrolled to, for the next visit (this app run). */
const scrolled = new Map<string, number>()

export interface VirtualProductGridProps {
  /** Products in the list. */
  length: number
  /** The product at an index, or undefined while its page loads. */
  productAt: (index: number) => Product | undefined
  /** Told which products are rendered (the list loads there and ahead). */
  onWindow: (window: ListWindow) => void
  label?: string
  /** Names the list for the kept scroll position (e.g. the category and its scope). */
  memoryKey: string
}

export function VirtualProductGrid({
  length,
  productAt,
  onWindow,
  label,
  memoryKey,
}: VirtualProductGridProps) {
  const { t } = useLingui()
  const ctx = useCardContext()
  const list = useRef<HTMLUListElement>(null)
  const [scroller, setScroller] = useState<HTMLElement | null>(null)
  const [margin, setMargin] = useState(0)
  const focusedRow = useRef<number | null>(null)

  // The scroll container is the page's (found once its style has come: screens' CSS may load
  // after the first render); the list starts below the description and subcategories.
  useLayoutEffect(() => {
    const el = list.current
    if (!el) return
    if (!scroller) {
      const find = () => {
        const parent = scrollParent(el)
        if (parent) setScroller(parent)
        else frame = requestAnimationFrame(find)
      }
      let frame = 0
      find()
      return () => cancelAnimationFrame(frame)
    }
    const measure = () =>
      setMargin(
        Math.round(
          el.getBoundingClientRect().top -
            scroller.getBoundingClientRect().top +
            scroller.scrollTop,
        ),
      )
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(scroller)
    if (el.parentElement) observer.observe(el.parentElement)
    return () => observer.disconnect()
  }, [scroller])

  const rangeExtractor = useCallback((range: Range) => {
    const rows = defaultRangeExtractor(range)
    const focused = focusedRow.current
    if (focused != null && focused < range.count && !rows.includes(focused)) {
      rows.push(focused)
      rows.sort((a, b) => a - b)
    }
    return rows
  }, [])

  const rows = Math.ceil(length / COLUMNS)
  // The virtualizer is a mutable instance by design: this component is left to plain React.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin: margin,
    initialOffset: () => scrolled.get(memoryKey) ?? 0,
    rangeExtractor,
  })

  // Kept for the next visit.
  useEffect(
    () => () => {
      scrolled.set(memoryKey, virtualizer.scrollOffset ?? 0)
    },
    [memoryKey, virtualizer],
  )

  const range = virtualizer.range
  const viewport = virtualizer.scrollRect?.height ?? 0
  const perScreen = Math.max(1, Math.ceil(viewport / ROW_ESTIMATE)) * COLUMNS
  const firstRow = range ? Math.max(0, range.startIndex - OVERSCAN) : 0
  const lastRow = range ? Math.min(rows - 1, range.endIndex + OVERSCAN) : 0
  const first = firstRow * COLUMNS
  const last = Math.min(length - 1, (lastRow + 1) * COLUMNS - 1)
  // Reported once the screen is measured (before, the window would be one row).
  const measured = range != null && viewport > 0
  useEffect(() => {
    if (measured && length > 0) onWindow({ first, last, perScreen })
  }, [measured, first, last, perScreen, length, onWindow])

  const rowOf = (node: EventTarget | null) => {
    const row = node instanceof Element ? node.closest<HTMLElement>('[data-index]') : null
    return row ? Number(row.dataset.index) : null
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul
      ref={list}
      role="list"
      className="product-grid product-grid--virtual"
      aria-label={label ?? t`Products`}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(e) => {
        focusedRow.current = rowOf(e.target)
      }}
      onBlur={(e) => {
        if (!list.current?.contains(e.relatedTarget as Node | null)) focusedRow.current = null
      }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const index = row.index * COLUMNS
        return (
          <VirtualRow
            key={row.key}
            index={row.index}
            top={row.start - margin}
            measure={virtualizer.measureElement}
            first={productAt(index)}
            second={index + 1 < length ? productAt(index + 1) : null}
            length={length}
            ctx={ctx}
          />
        )
      })}
    </ul>
  )
}

/**
 * One row of two cards, memoised (issue 16, INP): a scroll that moves the window or a page that
 * arrives renders the rows that changed, not every row on screen. `second` is null past the end.
 */
const VirtualRow = memo(function VirtualRow({
  index,
  top,
  measure,
  first,
  second,
  length,
  ctx,
}: {
  index: number
  top: number
  measure: (node: Element | null) => void
  first: Product | undefined
  second: Product | undefined | null
  length: number
  ctx: CardContext
}) {
  const { t } = useLingui()
  const cell = (product: Product | undefined, at: number) =>
    product ? (
      <ProductCard
        key={product.id}
        product={product}
        ctx={ctx}
        posinset={at + 1}
        setsize={length}
      />
    ) : (
      <li
        key={`waiting-${at}`}
        className="product-card product-card--waiting"
        aria-posinset={at + 1}
        aria-setsize={length}
        aria-busy="true"
      >
        <span className="visually-hidden">{t`Loading`}</span>
        <span className="product-card__image product-card__shape" aria-hidden="true" />
        <span className="product-card__body" aria-hidden="true">
          <span className="product-card__name product-card__shape" />
          <span className="product-card__foot" />
        </span>
      </li>
    )
  return (
    <div
      role="none"
      data-index={index}
      ref={measure}
      className="product-grid__row"
      style={{ transform: `translateY(${top}px)` }}
    >
      {cell(first, index * COLUMNS)}
      {second === null ? null : cell(second, index * COLUMNS + 1)}
    </div>
  )
})
