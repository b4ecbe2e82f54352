/** `side-panel-menu` entry 'Enter a promo code' (canEnterCode). */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { appEvents, emit } from '../../core/events.ts'
import type { SlotWidgetProps } from '../../core/module.ts'
import type { ReferralSettings } from './settings.ts'
import { closePanel } from '../../core/state/ui.ts'
import { MenuItem } from '../../ui/menu/menu-content.tsx'
import './icons.ts'
import { openEnterCode, setReferralSettings } from './store.ts'

export default function ReferralMenu({ settings }: SlotWidgetProps<ReferralSettings>) {
  const { t } = useLingui()
  useEffect(() => setReferralSettings(settings), [settings])
  if (!settings.canEnterCode) return null
  return (
    <ul className="menu-list" aria-label={t`Promo code`}>
      <MenuItem
        icon="percent"
        label={t`Enter a promo code`}
        onClick={() => {
          closePanel()
          emit(appEvents.closePanel)
          openEnterCode()
        }}
      />
    </ul>
  )
}
