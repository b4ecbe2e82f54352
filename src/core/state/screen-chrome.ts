/**
 * What a screen's chrome follows from where it is (issue 12, one rule for every screen):
 * - `useScreenBack()`: the navbar's back action. A tab's root shows the shell's menu button and no
 *   back; any other screen (a pushed page, a page opened from the side menu, a link, a reload)
 *   has a back link: history back when there is in-app history, else to the default tab
 *   (spec shell: "a tab by default, or a pushed page with a back link").
 * - `useBottomAction()`: a screen with its own primary action at the bottom (booking, feedback,
 *   profile edit…) keeps the basket bar off while it shows.
 *
 * Whether the page is a tab's root is derived, never stored: `isTabRoot` from the path, the
 * history depth and the tabs, computed by the shell in the same render that shows the page and
 * handed to the screens by `TabRootContext` (a copy into the ui store was one render late).
 */
import { createContext, useContext, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { goBack, resetToDefaultTab, ui } from './ui.ts'

/** What `isTabRoot` needs of a tab: where it leads, or that it is an action (no page). */
export interface TabAddress {
  url: string
  action?: unknown
}

/**
 * A tab's root page: depth 0 at a tab's url; with no tab to go to, every page (the menu stays
 * reachable). Pushed pages, even opened directly, are not.
 */
export function isTabRoot(path: string, depth: number, tabs: readonly TabAddress[]): boolean {
  if (depth > 0) return false
  const pages = tabs.filter((t) => !t.action)
  return pages.length === 0 || pages.some((t) => t.url === path)
}

/** The shell's `isTabRoot` for the page shown now (outside a shell: a root, no back). */
export const TabRootContext = createContext(true)

export function useScreenBack(): (() => void) | undefined {
  const { depth } = useSnapshot(ui)
  const tabRoot = useContext(TabRootContext)
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
