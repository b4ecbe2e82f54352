/**
 * Image widths by the device-width rules (shell-data §3 App settings deviceWidthImageDivideAmount,
 * deviceWidthMaxPixelRatio, deviceWidthIgnorePixelRatio; §7 Images): the CSS width times the
 * pixel ratio (capped by the max ratio, or ignored), rounded up to a multiple of the divide
 * amount (default 50), so a handful of sizes serve every device and stay cached.
 */
import { viewportWidth } from '../../core/viewport.ts'

/** spec: default divide amount. */
export const DEFAULT_DIVIDE_AMOUNT = 50

export interface DeviceWidthRules {
  deviceWidthImageDivideAmount?: number | null
  deviceWidthMaxPixelRatio?: number | null
  deviceWidthIgnorePixelRatio?: boolean | null
}

export function imageWidth(
  cssWidth: number,
  rules: DeviceWidthRules = {},
  pixelRatio: number = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
): number {
  const divide =
    rules.deviceWidthImageDivideAmount && rules.deviceWidthImageDivideAmount > 0
      ? rules.deviceWidthImageDivideAmount
      : DEFAULT_DIVIDE_AMOUNT
  let ratio = rules.deviceWidthIgnorePixelRatio ? 1 : Math.max(1, pixelRatio)
  if (
    !rules.deviceWidthIgnorePixelRatio &&
    rules.deviceWidthMaxPixelRatio &&
    rules.deviceWidthMaxPixelRatio > 0
  ) {
    ratio = Math.min(ratio, rules.deviceWidthMaxPixelRatio)
  }
  const px = Math.max(1, cssWidth) * ratio
  return Math.max(divide, Math.ceil(px / divide) * divide)
}

/** spec (catalog §7): a list image is a quarter of the window width. */
export function listImageWidth(
  rules: DeviceWidthRules = {},
  windowWidth?: number,
  pixelRatio?: number,
) {
  const width = windowWidth ?? viewportWidth()
  return imageWidth(width / 4, rules, pixelRatio)
}
