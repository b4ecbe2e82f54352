/**
 * The catalog's `home` slot widget: the order-status bar (spec §2 element 4) above the catalog's
 * own home block (categories). One widget per module and slot, so both come in this one.
 */
import type { SlotWidgetProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { CatalogHomeWidget } from '../products/index.ts'
import { OrderStatusBar } from './status-bar.tsx'

export default function CatalogHomeSlot(props: SlotWidgetProps<CatalogSettings>) {
  return (
    <>
      <OrderStatusBar />
      <CatalogHomeWidget {...props} />
    </>
  )
}
