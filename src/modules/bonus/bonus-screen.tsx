/** /bonus/: the bonus card page — the home widgets of the module on a page of their own. */
import { useLingui } from '@lingui/react/macro'
import type { ScreenProps } from '../../core/module.ts'
import type { BonusSettings } from './settings.ts'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import BonusWidget from './bonus-widget.tsx'

export default function BonusScreen({ settings }: ScreenProps<BonusSettings>) {
  const { t } = useLingui()
  const title = settings.title || t`Bonus card`
  return (
    <Page navbar={<Navbar title={title} />}>
      <div className="bonus-page">
        <BonusWidget settings={settings} />
      </div>
    </Page>
  )
}
