/** Brand mark (logo or name) and the menu button. */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { imageSrc } from '../ui/image/image-url.ts'
import { menuButtonHidden } from '../core/brand/mini-app.ts'
import { appData } from '../core/state/app-data.ts'
import { session } from '../core/state/session.ts'
import { openPanel, ui } from '../core/state/ui.ts'
import { Icon } from '../ui/icon/icon.tsx'

/** Brand logo, or its name when there is no logo. */
export function BrandMark() {
  const { data } = useSnapshot(appData)
  const settings = data?.settings
  const name = typeof settings?.name === 'string' ? settings.name : ''
  // smallLogo is a flag or the url of a compact logo.
  const small = typeof settings?.smallLogo === 'string' && /[/.]/.test(settings.smallLogo)
  const src = settings?.hideLogo
    ? null
    : imageSrc(small ? settings?.smallLogo : settings?.logo, { width: 160 })
  if (src) return <img className="brand-mark__logo" src={src} alt={name} />
  return <span className="brand-mark__name">{name}</span>
}

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
