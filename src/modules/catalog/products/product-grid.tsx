/** A grid of product cards with the basket amounts and the receive context resolved once. */
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useBasket } from '../basket/index.ts'
import { useCatalogSettings, type Product, useAppSettings } from '../common/index.ts'
import { ProductCard, type CardContext } from './product-card.tsx'
import { useReceiveContext } from '../receive/index.ts'

/** The basket amounts and the card context, resolved once for a whole grid. */
export function useCardContext() {
  const { entries } = useBasket()
  const settings = useCatalogSettings()
  const appSettings = useAppSettings()
  const { type, branch } = useReceiveContext()
  const amounts = useMemo(() => {
    const m = new Map<number, number>()
    for (const e of entries) m.set(e.product.id, e.amount)
    return m
  }, [entries])
  const ctx = useMemo<CardContext>(
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
  return { amounts, ctx }
}

export function ProductGrid({ products, label }: { products: readonly Product[]; label?: string }) {
  const { t } = useLingui()
  const { amounts, ctx } = useCardContext()
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className="product-grid" aria-label={label ?? t`Products`}>
      {products.map((p) => (
        <ProductCard key={p.id} product={p as Product} amount={amounts.get(p.id) ?? 0} ctx={ctx} />
      ))}
    </ul>
  )
}
