/** spec (accounts-loyalty §9): card icon size — 9% of the window width, 45 on desktop. */
import { viewportWidth } from '../../core/viewport.ts'
export const CARD_ICON_SHARE = 0.09
/** The desktop size: the installed desktop window is 500 px wide, 9% of which is 45. */
export const CARD_ICON_DESKTOP = 45

export function cardIconSize(width = viewportWidth()) {
  return Math.min(CARD_ICON_DESKTOP, Math.round(width * CARD_ICON_SHARE))
}
