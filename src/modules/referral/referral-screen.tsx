/** /referral: the share screen (accounts-loyalty §2 "Referral"). */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { ScreenProps } from '../../core/module.ts'
import type { ReferralSettings } from './settings.ts'
import { goBack, ui } from '../../core/state/ui.ts'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { ShareContent } from './share-content.tsx'
import { setReferralSettings } from './store.ts'

export default function ReferralScreen({ settings }: ScreenProps<ReferralSettings>) {
  const { t } = useLingui()
  useEffect(() => setReferralSettings(settings), [settings])
  const title = settings.title || t`Invite a friend`
  return (
    <Page navbar={<Navbar title={title} onBack={ui.depth > 0 ? goBack : undefined} />}>
      <ShareContent />
    </Page>
  )
}
