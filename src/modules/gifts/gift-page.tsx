/** /gifts/body/{key}: a gift or coupon on a page of its own (openInPopup off, home slides). */
import { useLingui } from '@lingui/react/macro'
import type { ScreenProps } from '../../core/module.ts'
import type { GiftsSettings } from '../../shared/settings/gifts.ts'
import { goBack } from '../../core/state/ui.ts'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { GiftView } from './gift-popup.tsx'

export default function GiftPage({ params }: ScreenProps<GiftsSettings>) {
  const { t } = useLingui()
  const key = params.id ?? ''
  return (
    <Page navbar={<Navbar title={t`Gift`} backHref="/gifts/" onBack={goBack} />}>
      <div className="gift-page">
        <GiftView itemKey={key} close={goBack} />
      </div>
    </Page>
  )
}
