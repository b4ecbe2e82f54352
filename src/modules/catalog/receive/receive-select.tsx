/**
 * The receive-type selector (spec catalog §2 Catalog root, element 1 home slot): delivery or
 * pickup plus the address or point name; opens the delivery/pickup popup. Nothing when the
 * basket is off (no receive type).
 */
import { useLingui } from '@lingui/react'
import { clsx } from 'clsx'
import { Icon } from '../../../ui/icon/icon.tsx'
import '../icons.ts'
import { useReceive } from './store.ts'
import { OpeningHoursInfo } from './hours-info.tsx'
import { openReceivePopup } from './open.ts'
import { deliveryTexts } from './texts.ts'
import './delivery.css'

export function ReceiveSelect() {
  const { i18n } = useLingui()
  const r = useReceive()
  if (!r.type) return null
  const delivery = r.type === 'delivery'
  const place = delivery ? r.address?.text : r.pickup?.name
  const type = i18n._(delivery ? deliveryTexts.delivery : deliveryTexts.pickup)
  const empty = i18n._(delivery ? deliveryTexts.chooseAddress : deliveryTexts.choosePoint)
  return (
    <>
      <button type="button" className="receive-select" onClick={() => openReceivePopup()}>
        <Icon name={delivery ? 'map' : 'basket'} className="receive-select__icon" />
        <span className="receive-select__text">
          <span className="receive-select__type">{type}</span>
          <span className={clsx('receive-select__place', !place && 'receive-select__place--empty')}>
            {place || empty}
          </span>
        </span>
        <Icon name="chevron" className="receive-select__icon" />
      </button>
      <OpeningHoursInfo />
    </>
  )
}
