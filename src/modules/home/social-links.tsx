/** Social network links row (spec shell-data §2, §3 "Social network": type, link). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { SocialLink } from '../../core/state/types.ts'
import { webUrl } from './buttons.ts'
import { socialIcons } from './icons.tsx'
import type { SocialType } from './settings.ts'

export const socialNames: Record<SocialType, MessageDescriptor> = {
  tg: msg`Telegram`,
  insta: msg`Instagram`,
  vk: msg`VK`,
  fb: msg`Facebook`,
  ok: msg`Odnoklassniki`,
  tt: msg`TikTok`,
}

export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const { i18n } = useLingui()
  const seen = new Set<string>()
  const usable = links.flatMap((l) => {
    const href = socialIcons[l.type] ? webUrl(l.link ?? '') : null
    // the same network and link twice in the settings is shown once (and keys stay unique)
    if (!href || seen.has(`${l.type}-${href}`)) return []
    seen.add(`${l.type}-${href}`)
    return [{ type: l.type, href }]
  })
  if (!usable.length) return null
  return (
    <ul className="home-social" aria-label={i18n._(msg`Social networks`)}>
      {usable.map(({ type, href }) => (
        <li key={`${type}-${href}`}>
          <a
            className="home-social__link"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={i18n._(socialNames[type])}
            data-type={type}
          >
            {socialIcons[type]}
          </a>
        </li>
      ))}
    </ul>
  )
}
