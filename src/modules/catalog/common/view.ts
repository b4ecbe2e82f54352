/** Small view helpers shared by the catalog's screens: money, images, receive context. */
import { useSnapshot } from 'valtio'
import { imageUrl } from '../../../core/brand/brand.ts'
import { formatMoney, formatPriceFrom } from '../../../core/format/money.ts'
import { appData } from '../../../core/state/app-data.ts'
import { sessionApiLocation } from '../../../core/state/session.ts'
import type { AppSettings } from '../../../core/state/types.ts'
import { imageWidth, listImageWidth } from '../../../ui/image/image-width.ts'
import { moneyOptions } from './config.ts'
import type { Product } from './types.ts'

export function useAppSettings(): AppSettings | undefined {
  return useSnapshot(appData).data?.settings
}

export function useMoney() {
  const settings = useAppSettings()
  const options = moneyOptions(settings)
  return {
    money: (value: number) => formatMoney(value, options),
    /** 'От 470 ₽' for a range, else the price. */
    price: (p: Pick<Product, 'price' | 'priceRange'>) =>
      p.priceRange && p.priceRange.min !== p.priceRange.max
        ? formatPriceFrom(p.priceRange.min, options)
        : formatMoney(p.price, options),
  }
}

/** spec (catalog §7): /rest/image/{id}/0/{width}/scale.png, list width a quarter of the window. */
export function productImageUrl(
  id: string | number | undefined,
  settings: AppSettings | undefined,
  cssWidth?: number,
) {
  if (id == null || id === '') return null
  const width = cssWidth ? imageWidth(cssWidth, settings) : listImageWidth(settings)
  return imageUrl(sessionApiLocation(), id, { width, height: 0, mode: 'scale', ext: 'png' })
}

/** spec (catalog §7): /rest/image/{id}/150/150/crop.jpg for small product images. */
export function productThumbUrl(id: string | number | undefined) {
  if (id == null || id === '') return null
  return imageUrl(sessionApiLocation(), id, { width: 150, height: 150, mode: 'crop', ext: 'jpg' })
}
