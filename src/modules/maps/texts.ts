/** Texts of the branch map (shell-data §2 Maps page, §8 Location failure). */
import { msg } from '@lingui/core/macro'

export const mapsTexts = {
  title: msg`Map`,
  tab: msg`Map`,
  map: msg`Map of the branches`,
  locate: msg`Show my location`,
  myLocation: msg`You are here`,
}
