/** Small view helpers shared by the catalog's screens: money, images, receive context. */
import { useSnapshot } from 'valtio'
import { formatMoney, formatPriceFrom } from '../../../core/format/money.ts'
import { appData } from '../../../core/state/app-data.ts'
import type { AppSettings } from '../../../core/state/types.ts'
import { composeImageSrc, currentImageEnv, imageSrc } from '../../../ui/image/image-url.ts'
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

/**
 * spec (catalog §7): /rest/image/{id}/0/{width}/scale.png, list width a quarter of the window
 * (or the given CSS width), sized by the shell's width rule (ui/image/image-url.ts).
 */
export function productImageUrl(
  id: string | number | undefined,
  settings: AppSettings | undefined,
  cssWidth?: number,
) {
  if (id == null || id === '') return null
  const env = currentImageEnv()
  return composeImageSrc(
    id,
    { width: cssWidth || env.deviceWidth / 4, ext: 'png' },
    { ...env, rules: settings ?? env.rules },
  )
}

/** spec (catalog §7): /rest/image/{id}/150/150/crop.jpg for small product images. */
export function productThumbUrl(id: string | number | undefined) {
  if (id == null || id === '') return null
  return imageSrc(id, { pixels: 150, height: 150, mode: 'crop', ext: 'jpg' })
}
