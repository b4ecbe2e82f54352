/**
 * What a screen's chrome follows from where it is (issue 12, one rule for every screen):
 * - `useScreenBack()`: the navbar's back action. A tab's root shows the shell's menu button and no
 *   back; any other screen (a pushed page, a page opened from the side menu, a link, a reload)
 *   has a back link: history back when there is in-app history, else to the default tab
 *   (spec shell: "a tab by default, or a pushed page with a back link").
 * - `useBottomAction()`: a screen with its own primary action at the bottom (booking, feedback,
 *   profile edit…) keeps the basket bar off while it shows.
 */
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { goBack, resetToDefaultTab, ui } from './ui.ts'

export function useScreenBack(): (() => void) | undefined {
  const { depth, tabRoot } = useSnapshot(ui)
  if (depth > 0) return goBack
  return tabRoot ? undefined : resetToDefaultTab
}

export function useBottomAction(active = true): void {
  useEffect(() => {
    if (!active) return
    ui.bottomActions += 1
    return () => {
      ui.bottomActions -= 1
    }
  }, [active])
}
