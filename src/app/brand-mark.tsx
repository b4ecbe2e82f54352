/**
 * The brand's mark in the side panel: its logo, or its name. Loads with the panel (the
 * after-start chunk), not in the first paint's chunk (issue 16: initial JS).
 */
import { useSnapshot } from 'valtio'
import { appData } from '../core/state/app-data.ts'
import { imageSrc } from '../ui/image/image-url.ts'

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
