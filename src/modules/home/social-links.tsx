/** Social network links row (spec shell-data §2, §3 "Social network": type, link). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { SocialLink } from '../../core/state/types.ts'
import { buttonTarget, webUrl } from './buttons.ts'
import { socialIcons } from './icons.tsx'
import type { HomeButton, SocialType } from './settings.ts'

export const socialNames: Record<SocialType, MessageDescriptor> = {
  tg: msg`Telegram`,
  insta: msg`Instagram`,
  vk: msg`VK`,
  fb: msg`Facebook`,
  ok: msg`Odnoklassniki`,
  tt: msg`TikTok`,
}

/** A link without its scheme, «www.» and trailing slash, to tell two spellings of one link alike. */
const sameLink = (href: string) =>
  href
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/+$/, '')

export function SocialLinks({
  links,
  buttons = [],
}: {
  links: readonly SocialLink[]
  /** The home buttons above the row: a link one of them already opens is not shown twice. */
  buttons?: readonly HomeButton[]
}) {
  const { i18n } = useLingui()
  const seen = new Set<string>()
  const byButtons = new Set(
    buttons.flatMap((b) => {
      const target = buttonTarget(b)
      return target.kind === 'external' ? [sameLink(target.href)] : []
    }),
  )
  const usable = links.flatMap((l) => {
    const href = socialIcons[l.type] ? webUrl(l.link ?? '') : null
    // the same network and link twice in the settings is shown once (and keys stay unique); a
    // link a home button opens is that button's (pizzeria-msk: «Telegram» twice, session 17)
    if (!href || seen.has(`${l.type}-${href}`) || byButtons.has(sameLink(href))) return []
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
