/**
 * The special offers home slot: a single slide (one offer), a mosaic grid or a swiper slider
 * (listType; spec §9: slides of auto width, spacing 17); the block title when there is more than
 * one offer; each offer's title and label by showTitle and showLabels.
 */
import { useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'
import { useSnapshot } from 'valtio'
import { imageSrc } from '../../ui/image/image-url.ts'
import { formatMoney, numberOptions } from '../../core/format/money.ts'
import { formatCount } from '../../core/format/plurals.ts'
import type { SlotWidgetProps } from '../../core/module.ts'
import { useFirstPaint, type FirstPaint } from '../../core/slot.tsx'
import { appData } from '../../core/state/app-data.ts'
import type { SpecialofferSettings } from '../../shared/settings/specialoffer.ts'
import { Card } from '../../ui/card/card.tsx'
import { Swiper } from '../../ui/slider/swiper.tsx'
import { openOffer } from './open.ts'
import { offerLayout, showsBlockTitle, type Offer } from './rules.ts'
import { offerTexts } from './texts.ts'
import './specialoffer.css'

/** spec (shell-data §9): swiper spacing. */
export const OFFER_SPACING = 17

function OfferCard({
  offer,
  settings,
  large,
  priority,
}: {
  offer: Offer
  settings: SpecialofferSettings
  large?: boolean
  /** Above the fold on the first paint: its picture may be the screen's LCP element. */
  priority?: FirstPaint
}) {
  const { i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const app = data?.settings
  const number = numberOptions(app)
  const image = imageSrc(offer.image, { width: large ? 'full' : undefined })
  const price =
    typeof offer.price === 'number' && offer.price > 0
      ? formatMoney(offer.price, { ...number, currency: app?.currency ?? '' })
      : typeof offer.bonus === 'number' && offer.bonus > 0
        ? formatCount('points', offer.bonus, number, i18n)
        : ''
  const label = settings.showLabels ? offer.label : ''
  return (
    <Card
      imageKind="offer"
      name={offer.title}
      onOpen={() => openOffer(offer)}
      image={image ?? ''}
      shape={large ? 'wide' : 'tile'}
      compact
      label={label}
      title={settings.showTitle ? offer.title : undefined}
      price={settings.showTitle ? price : undefined}
      priority={priority}
    />
  )
}

export default function SpecialofferHome({ settings }: SlotWidgetProps<SpecialofferSettings>) {
  const { i18n } = useLingui()
  // At the top of home, the first two pictures are the first screen's largest (issue 16).
  const firstPaint = useFirstPaint()
  const offers = settings.list
  if (offers.length === 0) return null
  const priority = (i: number) => (i < 2 ? firstPaint : false)
  const layout = offerLayout(offers.length, settings.listType)
  const title = settings.title || i18n._(offerTexts.title)
  const key = (o: Offer, i: number) => `${o.type}-${String(o.id)}-${i}`
  return (
    <section className={clsx('offers', `offers--${layout}`)} aria-label={title}>
      {showsBlockTitle(offers.length) ? <h2 className="offers__title">{title}</h2> : null}
      {layout === 'single' ? (
        <div className="offers__single">
          <OfferCard offer={offers[0]!} settings={settings} large priority={priority(0)} />
        </div>
      ) : layout === 'mosaic' ? (
        <ul className="offers__mosaic">
          {offers.map((o, i) => (
            <li
              key={key(o, i)}
              // An odd count: the first offer takes the whole row.
              className={clsx(i === 0 && offers.length % 2 === 1 && 'offers__wide')}
            >
              <OfferCard
                offer={o}
                settings={settings}
                large={i === 0 && offers.length % 2 === 1}
                priority={priority(i)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Swiper label={title} spacing={OFFER_SPACING}>
          {offers.map((o, i) => (
            <div key={key(o, i)} className="offers__slide">
              <OfferCard offer={o} settings={settings} priority={priority(i)} />
            </div>
          ))}
        </Swiper>
      )}
    </section>
  )
}
