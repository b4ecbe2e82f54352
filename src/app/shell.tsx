/**
 * The app shell once app data is there: header, the current screen, tab bar, side panel.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, type PointerEvent } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation } from 'wouter'
import { clsx } from 'clsx'
import { registry } from '../../registry/index.ts'
import { safeWebUrl } from '../core/format/safe-url.ts'
import { appData, isLoggedIn } from '../core/state/app-data.ts'
import type { AppData } from '../core/state/types.ts'
import { session } from '../core/state/session.ts'
import { isTabRoot, TabRootContext } from '../core/state/screen-chrome.ts'
import { openPanel, ui } from '../core/state/ui.ts'
import { useCovered } from './overlay-host.tsx'
import { lazyComponent, useArrived } from '../core/lazy-component.ts'
import { AppRoutes } from './routes.tsx'
import { loadTabs, TabBar, tabsLib } from './tabs-lib.ts'

/**
 * The side panel (the menu, its focus trap and drag, the install hint's entry) is closed at the
 * first paint: its chunk loads alongside it (issue 16), ahead of the first tap on the menu button.
 */
const SidePanel = lazy(() => import('./side-panel.tsx').then((m) => ({ default: m.SidePanel })))

/**
 * The menu button draws the shell's first icon: it loads with the after-start chunk (the icons'
 * registry with it), as the screens themselves wait for the modules that chunk loads (issue 16:
 * initial JS).
 */
const MenuButton = lazyComponent(() =>
  import('./brand.tsx').then((m) => ({ default: m.MenuButton })),
)

/** Modules whose screens use horizontal drags themselves: no edge swipe for the panel there. */
const NO_EDGE_SWIPE = new Set(['maps'])

function EdgeSwipe() {
  const start = useRef<{ x: number; id: number } | null>(null)
  const onDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, id: e.pointerId }
  }
  const onMove = (e: PointerEvent) => {
    if (start.current?.id === e.pointerId && e.clientX - start.current.x > 40) {
      start.current = null
      openPanel()
    }
  }
  return (
    <div
      className="edge-swipe"
      aria-hidden="true"
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={() => (start.current = null)}
    />
  )
}

export function Shell() {
  const [path] = useLocation()
  const { data } = useSnapshot(appData)
  const { modules } = useSnapshot(registry)
  const { locales } = useSnapshot(session)
  const { depth, activeTab } = useSnapshot(ui)
  const covered = useCovered()
  // Loaded with the tab rules (tabs-lib.ts); a preview that sets the rules itself waits here.
  // (A chunk that failed leaves them out: no error boundary stands above them.)
  const tabBarIn = useArrived(TabBar)
  const menuButtonIn = useArrived(MenuButton)
  // The tab rules come with the modules (tabs-lib.ts): no tab before them.
  const { lib } = useSnapshot(tabsLib)
  // The shell asks for them too (a preview renders it without the boot, which asks first).
  useEffect(() => {
    if (!lib) void loadTabs()
  }, [lib])
  const settings = data?.settings
  const guest = !isLoggedIn(data as AppData | null)
  const tabs = useMemo(
    () => lib?.buildTabs(settings, modules, guest) ?? [],
    [lib, settings, modules, guest],
  )
  const menu = useMemo(
    () => lib?.buildMenu(settings, modules, tabs, guest) ?? [],
    [lib, settings, modules, tabs, guest],
  )

  // The active tab follows the location; pushed pages keep the tab they came from.
  useEffect(() => {
    const tab = lib?.tabForPath(path, tabs)
    if (tab) ui.activeTab = tab.name
  }, [lib, path, tabs])

  // The tab marked current (one rule: tabs.ts); on a side-menu page that is «Ещё», not a tab.
  const current = lib ? lib.highlightedTab(path, { tabs, menu, modules, activeTab }) : activeTab

  // The /menu/ page (panelmenu module) shows the same entries as the panel.
  useEffect(() => {
    // Only a web address: a brand's settings never put a javascript: link into the menu.
    const gmb = safeWebUrl(settings?.gmbLink)
    ui.menu = {
      entries: menu.map((e) => ({
        name: e.name,
        icon: e.icon,
        title: e.title,
        // A tab's entry while its tab is the current one; another entry on its own page.
        active: e.isTab ? e.name === current : path === e.url,
      })),
      // spec: the cog shows only when more than one language is configured.
      showSettings: locales.length > 1,
      footerLink: settings?.hideGMBLogo ? null : gmb,
    }
  }, [menu, settings, locales, current, path])

  // Only on a tab's root page: pushed pages (even opened directly) show their back link there.
  // With no tab to go to, the menu stays reachable from any page. Screens read it in the same
  // render (useScreenBack): no menu button here means a back link (issue 12).
  const tabRoot = isTabRoot(path, depth, tabs)

  const edgeSwipe = depth === 0 && !NO_EDGE_SWIPE.has(activeTab ?? '')
  return (
    <>
      <div
        className={clsx('app', tabs.length > 0 && 'app--with-tabbar')}
        inert={covered || undefined}
      >
        <main className="app__main" id="main">
          <TabRootContext value={tabRoot}>
            <AppRoutes />
          </TabRootContext>
          {tabRoot && menuButtonIn ? <MenuButton /> : null}
        </main>
        {tabBarIn ? (
          <TabBar tabs={tabs} hideLabels={Boolean(settings?.hideTabbarLabels)} current={current} />
        ) : null}
        {edgeSwipe ? <EdgeSwipe /> : null}
      </div>
      <Suspense fallback={null}>
        <SidePanel />
      </Suspense>
    </>
  )
}
