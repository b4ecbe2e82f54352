/**
 * `side-panel-menu` slot widget (spec catalog §2 element 2): the order-history entry, shown only
 * when the basket is on. The history screen itself comes with the ordering half.
 */
import { useLingui } from '@lingui/react/macro'
import type { SlotWidgetProps } from '../../../core/module.ts'
import { closePanel, navigate } from '../../../core/state/ui.ts'
import { MenuItem } from '../../../ui/menu/menu-content.tsx'
import '../icons.ts'
import type { CatalogSettings } from '../common/index.ts'
import { catalogUrl } from '../common/index.ts'

export const historyUrl = (): string => catalogUrl('history')

export default function OrderHistoryMenu({ settings }: SlotWidgetProps<CatalogSettings>) {
  const { t } = useLingui()
  if (!settings.showBasket) return null
  return (
    <ul className="menu-list">
      <MenuItem
        icon="orders"
        label={settings.historyTitle || t`Order history`}
        onClick={() => {
          closePanel()
          navigate(historyUrl())
        }}
      />
    </ul>
  )
}
