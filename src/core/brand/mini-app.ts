/**
 * What a social mini-app hides (spec accounts §2 Side menu): the menu button is hidden when
 * hideMenu is set, or in a mini-app when hideMenuMiniapp is set (default true). The shell hides
 * the button by it; the bonus module shows its overview block in its place.
 */
import type { Snapshot } from 'valtio'
import type { AppSettings } from '../state/types.ts'

type Settings = Snapshot<AppSettings> | AppSettings | undefined | null

export function menuButtonHidden(settings: Settings, miniApp: boolean): boolean {
  if (settings?.hideMenu) return true
  return miniApp && (settings?.hideMenuMiniapp ?? true)
}

/** A mini-app whose menu is hidden: the home shows overview blocks instead of menu entries. */
export function miniAppWithoutMenu(settings: Settings, miniApp: boolean): boolean {
  return miniApp && menuButtonHidden(settings, miniApp)
}
