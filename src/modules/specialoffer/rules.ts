/**
 * Special offers rules (shell-data §2 "Special offers home slot", §3 Special offer): pure.
 */
import type { SpecialofferSettings } from '../../shared/settings/specialoffer.ts'
import { moduleUrl } from '../../core/module-urls.ts'

export type Offer = SpecialofferSettings['list'][number]
export type OfferLayout = 'single' | 'mosaic' | 'slider'

/** spec: one offer is a single slide; more follow listType (a mosaic grid or a swiper slider). */
export function offerLayout(
  count: number,
  listType: SpecialofferSettings['listType'],
): OfferLayout {
  return count <= 1 ? 'single' : listType
}

/** spec: the block title appears when there is more than one offer. */
export function showsBlockTitle(count: number): boolean {
  return count > 1
}

/** Entities a tap opens in a popup through the module that takes them (as a push does). */
export const POPUP_TYPES: readonly Offer['type'][] = ['action', 'gift', 'news']

/**
 * Where a tap leads when no enabled module opens the offer's popup (spec: otherwise navigates to
 * it; a product: /catalog/category/0/{id}).
 */
export function offerUrl(offer: Pick<Offer, 'type' | 'id'>): string {
  const id = encodeURIComponent(String(offer.id))
  switch (offer.type) {
    case 'product':
      return moduleUrl('catalog', `category/0/${id}`)
    case 'gift':
      return `/gifts/body/gift-${id}`
    case 'news':
      return '/news/'
    case 'action':
      return '/actions/'
  }
}
