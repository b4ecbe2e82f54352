/**
 * The tab bar's and side menu's rules (tabs.ts) load after the first paint, with the registry's
 * loader (issue 16): until the modules are there the shell has no tab to show, and the screens
 * wait for both (routes.tsx). The shell reads the loaded rules from `tabsLib`.
 */
import { proxy, ref } from 'valtio'
import { lazyComponent } from '../core/lazy-component.ts'
import type { TabBar as TabBarComponent } from './tab-bar.tsx'
import type * as TabsModule from './tabs.ts'

type Tabs = typeof TabsModule

export const tabsLib = proxy<{ lib: Tabs | null }>({ lib: null })

let loading: Promise<Tabs> | null = null

/**
 * The tab bar itself comes with the rules (its own chunk: the after-start one), not in the first
 * paint's: there is no tab to show before them (issue 16: initial JS).
 */
export const TabBar = lazyComponent<Parameters<typeof TabBarComponent>[0]>(() =>
  import('./tab-bar.tsx').then((m) => ({ default: m.TabBar })),
)

/** tabs.ts and the tab bar, loaded once. */
export function loadTabs(): Promise<Tabs> {
  loading ??= Promise.all([import('./tabs.ts'), TabBar.preload()]).then(([m]) => {
    tabsLib.lib = ref(m)
    return m
  })
  return loading
}
