/**
 * Bottom tab bar from settings.tabbar (spec shell-data §2 App shell). Tapping the active tab
 * returns to its root, or, when already there, emits `tab:reselected` (the screen scrolls to
 * the top).
 */
import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef, type MouseEvent } from 'react'
import { useSnapshot } from 'valtio'
import { clsx } from 'clsx'
import { appEvents, emit } from '../core/events.ts'
import { Slot } from '../core/slot.tsx'
import { switchTab, ui } from '../core/state/ui.ts'
import { Icon } from '../ui/icon/icon.tsx'
import { replaceRoot } from './history.ts'
import type { TabView } from './tabs.ts'
import { useText } from '../core/i18n/text.ts'

export function TabBar({
  tabs,
  hideLabels,
  current,
}: {
  tabs: TabView[]
  hideLabels?: boolean
  /** The tab marked as the current page (default: the active tab); null marks none. */
  current?: string | null
}) {
  const { t } = useLingui()
  const text = useText()
  const { activeTab, depth, panelOpen } = useSnapshot(ui)
  const marked = current === undefined ? activeTab : current
  if (!tabs.length) return null
  const onTab = (e: MouseEvent, tab: TabView) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) return
    e.preventDefault()
    // A page outside the tabs (no tab marked) goes to the tab's root like another tab would.
    if (tab.name !== marked) switchTab(tab.name)
    else if (depth > 0) replaceRoot(tab.url)
    // The screen scrolls its own container to the top (home listens).
    else emit(appEvents.tabReselected, tab.name)
  }
  return (
    <nav className={clsx('tabbar', hideLabels && 'tabbar--icons')} aria-label={t`Tabs`}>
      <ul className="tabbar__list">
        {tabs.map((tab) => {
          const label = text(tab.title)
          const content = (
            <>
              <Icon name={tab.icon} />
              <span className={hideLabels ? 'visually-hidden' : 'tabbar__label'}>{label}</span>
            </>
          )
          return (
            <li key={tab.name} className="tabbar__item">
              {tab.action ? (
                <button
                  type="button"
                  className="tabbar__tab"
                  aria-expanded={panelOpen}
                  // The menu tab («Ещё») is current on the side menu's pages (tabs.ts).
                  aria-current={tab.name === marked ? 'page' : undefined}
                  onClick={() => emit(tab.action!)}
                >
                  {content}
                </button>
              ) : (
                <a
                  href={tab.url}
                  className="tabbar__tab"
                  aria-current={tab.name === marked ? 'page' : undefined}
                  onClick={(e) => onTab(e, tab)}
                >
                  {content}
                </a>
              )}
            </li>
          )
        })}
      </ul>
      <TabBarButtons />
    </nav>
  )
}

/**
 * The `tab-bar-buttons` slot (the basket bar, the checkout's order button) placed above the tab
 * bar. Its height is published as `--tabbar-buttons` on the document so every scrolling page adds
 * it to its bottom padding: the end of a screen is never under the bar (issue 12, defect 15).
 */
function TabBarButtons() {
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = box.current
    const root = document.documentElement
    if (!el) return
    const publish = () => {
      const height = `${el.offsetHeight}px`
      // Unchanged: no new style for the whole document.
      if (root.style.getPropertyValue('--tabbar-buttons') !== height)
        root.style.setProperty('--tabbar-buttons', height)
    }
    // The observer reports the box's first size after the frame's layout, before its paint:
    // reading it here, in the commit, forced a layout of the whole home inside React's long
    // task (issue 16). Without an observer, read it at once.
    if (typeof ResizeObserver === 'undefined') {
      publish()
      return () => root.style.removeProperty('--tabbar-buttons')
    }
    const observer = new ResizeObserver(publish)
    observer.observe(el)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--tabbar-buttons')
    }
  }, [])
  return (
    <div ref={box} className="tabbar__buttons">
      <Slot name="tab-bar-buttons" />
    </div>
  )
}
