/** /menu/: the side menu as a page (same entries, slots, cog and footer as the panel). */
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { useSnapshot } from 'valtio'
import { textOf } from '../../core/i18n/text.ts'
import type { ScreenProps } from '../../core/module.ts'
import type { PanelmenuSettings } from '../../shared/settings/panelmenu.ts'
import { navigate, selectMenuEntry, ui } from '../../core/state/ui.ts'
import { MenuContent } from '../../ui/menu/menu-content.tsx'

export default function MenuScreen({ settings }: ScreenProps<PanelmenuSettings>) {
  const { i18n } = useLingui()
  const { menu } = useSnapshot(ui)
  const title = settings.title || null
  return (
    <section className="menu-screen" aria-labelledby="menu-screen-title">
      <h1 id="menu-screen-title" className="visually-hidden">
        {title ?? <Trans>Menu</Trans>}
      </h1>
      <MenuContent
        entries={menu.entries.map((e) => ({
          name: e.name,
          icon: e.icon,
          active: e.active,
          label: textOf(i18n, e.title),
        }))}
        onSelect={selectMenuEntry}
        showSettings={menu.showSettings}
        onSettings={() => navigate('/settings/')}
        footerLink={menu.footerLink}
      />
    </section>
  )
}
