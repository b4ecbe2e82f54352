/** A gift or coupon card: image, label, title and price; a button that opens it. */
import { numberOptions } from '../../core/format/money.ts'
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { imageSrc } from '../../ui/image/image-url.ts'
import { formatCount } from '../../core/format/plurals.ts'
import { appData } from '../../core/state/app-data.ts'
import { Card } from '../../ui/card/card.tsx'
import type { GiftItem } from './api.ts'
import './gifts.css'

export function GiftCard({ item, onOpen }: { item: GiftItem; onOpen: (item: GiftItem) => void }) {
  const { t, i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const app = data?.settings
  const image = imageSrc(item.icon)
  const price = formatCount('points', item.price, numberOptions(app), i18n)
  const kind = item.type === 'coupon' ? t`Coupon` : t`Gift`
  return (
    <Card
      imageKind="gift"
      name={item.title}
      onOpen={() => onOpen(item)}
      image={image ?? ''}
      shape="tile"
      compact
      label={item.label}
      kind={kind}
      title={item.title}
      price={price}
    />
  )
}
