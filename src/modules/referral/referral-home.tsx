/** Home button (homeShowShare): opens the share sheet. */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { SlotWidgetProps } from '../../core/module.ts'
import type { ReferralSettings } from './settings.ts'
import { Icon } from '../../ui/icon/icon.tsx'
import './icons.ts'
import { openShareSheet, setReferralSettings } from './store.ts'
import './referral.css'

export default function ReferralHome({ settings }: SlotWidgetProps<ReferralSettings>) {
  const { t } = useLingui()
  useEffect(() => setReferralSettings(settings), [settings])
  if (!settings.homeShowShare) return null
  const title = settings.title || t`Invite a friend`
  return (
    <button type="button" className="referral-home" onClick={openShareSheet}>
      <Icon name="referral" />
      <span>{title}</span>
      <Icon name="chevron" size={18} />
    </button>
  )
}
