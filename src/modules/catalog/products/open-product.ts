/** Opens the product popup (a sheet: swipe down to close). */
import { msg } from '@lingui/core/macro'
import { openSheet } from '../../../core/overlay.ts'
import type { Product } from '../common/index.ts'
import { lazyComponent } from '../../../core/lazy-component.ts'

const ProductPopup = lazyComponent(() => import('./product-popup.tsx'))

export const productPopupLabel = msg`Product`

export function openProduct(product: Product): () => void {
  return openSheet<{ product: Product }>({
    label: product.name || productPopupLabel,
    component: ProductPopup,
    props: { product: JSON.parse(JSON.stringify(product)) as Product },
  })
}
