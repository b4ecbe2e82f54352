/** /referral: the share screen (accounts-loyalty §2 "Referral"). */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { ScreenProps } from '../../core/module.ts'
import type { ReferralSettings } from './settings.ts'
import { useScreenBack } from '../../core/state/screen-chrome.ts'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { ShareContent } from './share-content.tsx'
import { setReferralSettings } from './store.ts'

export default function ReferralScreen({ settings }: ScreenProps<ReferralSettings>) {
  const { t } = useLingui()
  useEffect(() => setReferralSettings(settings), [settings])
  const title = settings.title || t`Invite a friend`
  const back = useScreenBack()
  return (
    <Page navbar={<Navbar title={title} onBack={back} />}>
      <ShareContent />
    </Page>
  )
}
