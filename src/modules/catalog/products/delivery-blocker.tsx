/**
 * The delivery blocker sheet (spec catalog §2 element 9): on a category page while no pickup
 * point or delivery address is chosen, it asks the person to choose one. It is docked at the
 * bottom of the page rather than modal, so browsing stays possible; 'Later' hides it for this
 * visit. The gate before the form is what enforces the choice.
 */
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { clsx } from 'clsx'
import { Button } from '../../../ui/button/button.tsx'
import { Icon } from '../../../ui/icon/icon.tsx'
import { basket } from '../basket/index.ts'
import { config } from '../common/index.ts'
import {
  useReceive,
  openReceivePopup,
  receiveChoiceMissing,
  deliveryTexts,
} from '../receive/index.ts'
import '../receive/delivery.css'

export function DeliveryBlocker() {
  const { i18n } = useLingui()
  const r = useReceive()
  const { entries } = useSnapshot(basket)
  const { settings } = useSnapshot(config)
  const [hidden, setHidden] = useState(false)
  if (hidden || !receiveChoiceMissing(r)) return null
  // The basket bar floats over the page bottom when the basket has items.
  const aboveBar = entries.length > 0 && settings.showBasket
  return (
    <section
      className={clsx('delivery-blocker', aboveBar && 'delivery-blocker--above-bar')}
      aria-label={i18n._(deliveryTexts.receiveType)}
    >
      <h2 className="delivery-blocker__title">{i18n._(deliveryTexts.blockerTitle)}</h2>
      <p className="delivery-blocker__text">{i18n._(deliveryTexts.blockerText)}</p>
      <Button block onClick={() => openReceivePopup()}>
        {i18n._(deliveryTexts.choose)}
      </Button>
      <button
        type="button"
        className="delivery-blocker__close"
        aria-label={i18n._(deliveryTexts.later)}
        onClick={() => setHidden(true)}
      >
        <Icon name="close" />
      </button>
    </section>
  )
}
