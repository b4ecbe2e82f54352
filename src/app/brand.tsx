/** The menu button (the brand's mark is in brand-mark.tsx, with the side panel). */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { menuButtonHidden } from '../core/brand/mini-app.ts'
import { appData } from '../core/state/app-data.ts'
import { session } from '../core/state/session.ts'
import { openPanel, ui } from '../core/state/ui.ts'
import { Icon } from '../ui/icon/icon.tsx'

/**
 * The menu button: floats over the left end of a tab root's navbar (screens own their navbars
 * and leave that place free on root pages). Hidden with hideMenu, or in a mini-app with
 * hideMenuMiniapp (default true).
 */
export function MenuButton() {
  const { t } = useLingui()
  const { data } = useSnapshot(appData)
  const { brand } = useSnapshot(session)
  const { depth, panelOpen } = useSnapshot(ui)
  if (depth > 0 || menuButtonHidden(data?.settings, brand.miniApp)) return null
  return (
    <button
      type="button"
      className="shell-icon-button menu-button"
      aria-label={t`Menu`}
      aria-expanded={panelOpen}
      onClick={openPanel}
    >
      <Icon name="menu" />
    </button>
  )
}
