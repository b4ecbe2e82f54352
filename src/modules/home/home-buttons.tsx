/**
 * Home buttons (spec shell-data §2 "Home screen"): phone, feedback, site, telegram, whatsapp,
 * viber, in pairs with a single full-width last button when the count is odd.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import { emit } from '../../core/events.ts'
import { buttonClass } from '../../ui/button/button.tsx'
import { buttonTarget, pairButtons } from './buttons.ts'
import { buttonIcons } from './icons.tsx'
import type { HomeButton, HomeButtonType } from './settings.ts'

export const defaultButtonTitles: Record<HomeButtonType, MessageDescriptor> = {
  phone: msg`Call`,
  feedback: msg`Leave feedback`,
  site: msg`Website`,
  telegram: msg`Telegram`,
  whatsapp: msg`WhatsApp`,
  viber: msg`Viber`,
}

export function HomeButtons({ buttons }: { buttons: readonly HomeButton[] }) {
  const { i18n } = useLingui()
  // A button that leads nowhere (a site without a url…) is left out, not shown dead.
  const usable = buttons
    .map((button) => ({ button, target: buttonTarget(button) }))
    .filter((b) => b.target.kind !== 'none')
  if (!usable.length) return null
  const className = buttonClass({ variant: 'secondary', block: true, className: 'home-button' })
  return (
    <ul className="home-buttons" aria-label={i18n._(msg`Contacts and links`)}>
      {pairButtons(usable).flatMap((row, r) =>
        row.map(({ button, target }, i) => {
          const title = button.title?.trim() || i18n._(defaultButtonTitles[button.type])
          const content = (
            <>
              {buttonIcons[button.type]}
              <span className="home-button__label">{title}</span>
            </>
          )
          let control = null
          if (target.kind === 'internal') {
            control = (
              <Link className={className} href={target.href}>
                {content}
              </Link>
            )
          } else if (target.kind === 'call') {
            control = (
              <a className={className} href={target.href}>
                {content}
              </a>
            )
          } else if (target.kind === 'external') {
            control = (
              <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
                {content}
              </a>
            )
          } else if (target.kind === 'event') {
            control = (
              <button type="button" className={className} onClick={() => emit(target.event)}>
                {content}
              </button>
            )
          }
          const wide = row.length === 1
          return (
            <li
              key={`${r}-${i}`}
              className={
                wide ? 'home-buttons__item home-buttons__item--wide' : 'home-buttons__item'
              }
              data-wide={wide || undefined}
            >
              {control}
            </li>
          )
        }),
      )}
    </ul>
  )
}
