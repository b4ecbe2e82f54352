/**
 * The related-regions popup (spec catalog §2 element 11): the brand's other domains as a list or
 * as image tiles, each with its logo, name and a select button; the current domain is marked
 * instead. Choosing one switches (./switch.ts). The overlay host's popup frame shows the title.
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { imageSrc } from '../../ui/image/image-url.ts'
import { useModuleSettings } from '../../core/module-settings.ts'
import { session } from '../../core/state/session.ts'
import { Button } from '../../ui/button/button.tsx'
import { relatedRegions, type RelatedEntry } from './settings.ts'
import { switchToRelated } from './switch.ts'
import './related.css'

export const relatedTexts = {
  title: msg`Choose a region`,
  select: msg`Select`,
  current: msg`Current region`,
  empty: msg`No other regions yet`,
}

export interface RelatedPopupProps {
  close: () => void
}

function Logo({ entry, className }: { entry: RelatedEntry; className: string }) {
  // The list is the current domain's app data: its pictures live on the current API host.
  const src = imageSrc(entry.logo, { keepSize: true })
  const initial = (entry.name || entry.domain).trim().charAt(0).toLocaleUpperCase()
  return src ? (
    <img className={className} src={src} alt="" loading="lazy" />
  ) : (
    <span className={`${className} related__logo--empty`} aria-hidden="true">
      {initial}
    </span>
  )
}

export default function RelatedPopup({ close }: RelatedPopupProps) {
  const { i18n } = useLingui()
  const { domain } = useSnapshot(session)
  const settings = useModuleSettings('related')
  const list = relatedRegions(settings)
  const [pending, setPending] = useState<string | null>(null)

  const choose = async (entry: RelatedEntry) => {
    setPending(entry.domain)
    const switched = await switchToRelated(entry.domain)
    setPending(null)
    if (switched) close()
  }

  if (!list.length) return <p className="related__empty">{i18n._(relatedTexts.empty)}</p>
  const tiles = settings?.listType === 'tiles'
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics
    <ul role="list" className={tiles ? 'related related--tiles' : 'related related--list'}>
      {list.map((entry) => {
        const name = entry.name.trim() || entry.domain
        const current = entry.domain === domain
        return (
          <li key={entry.domain} className="related__item" aria-current={current || undefined}>
            <Logo entry={entry} className="related__logo" />
            <span className="related__text">
              <span className="related__name">{name}</span>
              {current && <span className="related__current">{i18n._(relatedTexts.current)}</span>}
            </span>
            {!current && (
              <Button
                className="related__select"
                variant={tiles ? 'primary' : 'secondary'}
                block={tiles}
                loading={pending === entry.domain}
                disabled={pending !== null}
                aria-label={`${i18n._(relatedTexts.select)}: ${name}`}
                onClick={() => void choose(entry)}
              >
                {i18n._(relatedTexts.select)}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
