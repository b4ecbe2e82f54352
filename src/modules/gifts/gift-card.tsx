/** A gift or coupon card: image, label, title and price; a button that opens it. */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { imageSrc } from '../../ui/image/image-url.ts'
import { formatCount } from '../../core/format/plurals.ts'
import { appData } from '../../core/state/app-data.ts'
import type { GiftItem } from './api.ts'
import './gifts.css'

export function GiftCard({ item, onOpen }: { item: GiftItem; onOpen: (item: GiftItem) => void }) {
  const { t, i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const app = data?.settings
  const image = imageSrc(item.icon)
  const price = formatCount(
    'points',
    item.price,
    { decimal: app?.decimal ?? 0, decimalRoundingRule: app?.decimalRoundingRule ?? 'default' },
    i18n,
  )
  const kind = item.type === 'coupon' ? t`Coupon` : t`Gift`
  return (
    <button
      type="button"
      className="gift-card"
      onClick={() => onOpen(item)}
      aria-label={`${kind}: ${item.title}, ${price}`}
    >
      <span className="gift-card__media">
        {image ? <img src={image} alt="" loading="lazy" decoding="async" /> : null}
        {item.label ? <span className="gift-card__label">{item.label}</span> : null}
      </span>
      <span className="gift-card__kind">{kind}</span>
      <span className="gift-card__title">{item.title}</span>
      <span className="gift-card__price">{price}</span>
    </button>
  )
}
