/** /catalog/category/0/{productId}: one product reached from a promotion or an offer (spec §2). */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { goBack } from '../../../core/state/ui.ts'
import { Button } from '../../../ui/button/button.tsx'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { LoadError } from '../../../ui/load-error/load-error.tsx'
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx'
import { setCatalogSettings } from '../common/index.ts'
import { ProductDetails } from './product-details.tsx'
import { useSingleProduct } from './queries.ts'
import '../common/catalog.css'

export default function ProductScreen({ settings, params }: ScreenProps<CatalogSettings>) {
  const { t } = useLingui()
  useEffect(() => setCatalogSettings(settings), [settings])
  const id = Number(params.productId)
  const entry = useSingleProduct(id)
  const product = entry.product
  return (
    <Page navbar={<Navbar title={product?.name ?? ''} onBack={goBack} />}>
      {entry.status === 'loading' && !product ? (
        <Skeleton variant="cards" count={1} />
      ) : product ? (
        <div className="product-page">
          <ProductDetails key={product.id} product={product} />
        </div>
      ) : entry.status === 'failed' ? (
        <LoadError error={entry.error} onRetry={entry.reload} />
      ) : (
        <div className="catalog-empty" role="alert">
          <p>{t`This product is not available`}</p>
          <Button variant="secondary" onClick={entry.reload}>
            {t`Try again`}
          </Button>
        </div>
      )}
    </Page>
  )
}
