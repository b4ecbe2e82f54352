/**
 * A tap on an offer (spec: opens the popup of its type — action, gift, news — if registered,
 * otherwise navigates to it). The popup opens through the registry the way a push does
 * (core/open-entity.ts: onPush of the module listing the entity in pushEntities).
 */
import { openEntity } from '../../core/open-entity.ts'
import { navigate } from '../../core/state/ui.ts'
import { offerUrl, POPUP_TYPES, type Offer } from './rules.ts'

export function openOffer(offer: Pick<Offer, 'type' | 'id'>): void {
  if (POPUP_TYPES.includes(offer.type) && openEntity(offer.type, offer.id)) return
  navigate(offerUrl(offer))
}
