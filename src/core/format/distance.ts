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
import { distanceMeters, type LatLng } from '../../shared/geo/distance.ts'

export { distanceMeters, type LatLng }

const texts = {
  meters: msg`{distance} m`,
  kilometers: msg`{distance} km`,
}

/**
 * '850 м', '1.0 км', '2.5 км', '12 км' (en: m / km). The one-decimal band keeps its '.0'
 * (1000 m -> '1.0 км'): the spec asks for one decimal from 1 to 10 km, and a steady format
 * reads better in a list of branches. The band is decided on the rounded value, so 999.6 m is
 * '1.0 км' and 9960 m is '10 км'. A no-break space holds number and unit together.
 */
export function formatDistance(meters: number, i18n: I18n = globalI18n): string {
  if (!Number.isFinite(meters) || meters < 0) return ''
  const m = Math.round(meters)
  let text: string
  if (m < 1000) text = translate(i18n, texts.meters, { distance: String(m) })
  else {
    const tenths = Math.round(meters / 100) / 10
    text =
      tenths < 10
        ? translate(i18n, texts.kilometers, { distance: tenths.toFixed(1) })
        : translate(i18n, texts.kilometers, { distance: String(Math.round(meters / 1000)) })
  }
  return text.replace(/ /g, NBSP)
}
