/**
 * A grid of product cards with the receive context resolved once. The basket is not read here:
 * each card follows its own line (issue 16), so + never re-renders the grid.
 */
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useCatalogSettings, type Product, useAppSettings } from '../common/index.ts'
import { ProductCard, type CardContext } from './product-card.tsx'
import { useReceiveContext } from '../receive/index.ts'

/** The card context, resolved once for a whole grid. */
export function useCardContext(): CardContext {
  const settings = useCatalogSettings()
  const appSettings = useAppSettings()
  const { type, branch } = useReceiveContext()
  return useMemo<CardContext>(
    () => ({
      receive: type,
      branch,
      showButtons:
        Boolean(appSettings?.catalogItemShowButtons) &&
        settings.showBasket &&
        settings.amountControl,
      appSettings,
    }),
    [type, branch, appSettings, settings.showBasket, settings.amountControl],
  )
}

export function ProductGrid({ products, label }: { products: readonly Product[]; label?: string }) {
  const { t } = useLingui()
  const ctx = useCardContext()
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className="product-grid" aria-label={label ?? t`Products`}>
      {products.map((p) => (
        <ProductCard key={p.id} product={p as Product} ctx={ctx} />
      ))}
    </ul>
  )
}
