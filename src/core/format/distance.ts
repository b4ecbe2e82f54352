/**
 * Distances (shell-data §9 "Distance"): meters by a haversine formula on the sphere the spec's
 * factors give (1 degree = 60 nautical miles × 1.1515 statute miles × 1.609344 km), shown below
 * 1000 m in meters, from 1 to 10 km with one decimal, otherwise in whole km. The distance itself
 * is src/shared/geo/distance.ts (pure, shared with the server); this file formats it.
 */
import { i18n as globalI18n, type I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { translate } from './translate.ts'
import { NBSP } from './money.ts'
import { distanceDisplay, distanceMeters, type LatLng } from '../../shared/geo/distance.ts'

export { distanceMeters, type LatLng }

const texts = {
  meters: msg`{distance} m`,
  kilometers: msg`{distance} km`,
}

/**
 * '850 м', '1.0 км', '2.5 км', '12 км' (en: m / km): the rule is the pure
 * `distanceDisplay` (src/shared/geo/distance.ts); this adds the translated unit. A no-break
 * space holds number and unit together.
 */
export function formatDistance(meters: number, i18n: I18n = globalI18n): string {
  const shown = distanceDisplay(meters)
  if (!shown) return ''
  const text = translate(i18n, shown.unit === 'm' ? texts.meters : texts.kilometers, {
    distance: shown.value,
  })
  return text.replace(/ /g, NBSP)
}
