/**
 * Gifts home slot (accounts-loyalty §2): a heading, then a swiper of slides (keen-slider, auto
 * width, gap 15; each slide opens /gifts/body/{id}) or a list with infinite scroll (itemsPerPage
 * more each time home's bottom comes near; an item opens like on the gifts tab); an empty
 * message when nothing is available; 'could not load' with a retry when the list failed.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { appEvents, on } from '../../core/events.ts'
import type { SlotWidgetProps } from '../../core/module.ts'
import type { GiftsSettings } from '../../shared/settings/gifts.ts'
import { navigate } from '../../core/state/ui.ts'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { Swiper } from '../../ui/slider/swiper.tsx'
import { GiftCard } from './gift-card.tsx'
import { giftsRuntime, openGift } from './open.ts'
import type { GiftItem } from './api.ts'
import { reloadGifts, useGifts } from './queries.ts'
import './gifts.css'

/** spec: a slide opens the gift's page. */
const openSlide = (item: GiftItem) => navigate(`/gifts/body/${item.key}`)

export default function GiftsHome({ settings }: SlotWidgetProps<GiftsSettings>) {
  const { t } = useLingui()
  const { data: items = [], isPending, isFetching, isError, error } = useGifts()
  // spec (§9): itemsPerPage, 20 by default (the schema's).
  const perPage = settings.itemsPerPage
  const [shown, setShown] = useState(perPage)
  useEffect(() => {
    giftsRuntime.openInPopup = settings.openInPopup
  }, [settings])
  // The home screen emits home:infinite when its bottom comes within 800 px.
  useEffect(() => on(appEvents.homeInfinite, () => setShown((n) => n + perPage)), [perPage])
  const title = settings.title || t`Gifts`
  const loading = items.length === 0 && (isPending || isFetching)
  return (
    <section className="gifts-home" aria-label={title}>
      <h2 className="gifts-home__title">{title}</h2>
      {loading ? (
        <Skeleton variant="cards" count={2} className="gifts-grid" />
      ) : items.length === 0 && isError ? (
        <LoadError compact error={error} onRetry={() => void reloadGifts()} />
      ) : items.length === 0 ? (
        <p className="gifts-empty">{t`No gifts available yet`}</p>
      ) : settings.type === 'list' ? (
        <div className="gifts-grid">
          {items.slice(0, shown).map((item) => (
            <GiftCard key={item.key} item={item} onOpen={openGift} />
          ))}
        </div>
      ) : (
        <Swiper label={title}>
          {items.map((item) => (
            <div key={item.key} className="gifts-home__slide">
              <GiftCard item={item} onOpen={openSlide} />
            </div>
          ))}
        </Swiper>
      )}
    </section>
  )
}
