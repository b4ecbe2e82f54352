/**
 * The tab bar's and side menu's rules (tabs.ts) load after the first paint, with the registry's
 * loader (issue 16): until the modules are there the shell has no tab to show, and the screens
 * wait for both (routes.tsx). The shell reads the loaded rules from `tabsLib`.
 */
import { proxy, ref } from 'valtio'
import type * as TabsModule from './tabs.ts'

type Tabs = typeof TabsModule

export const tabsLib = proxy<{ lib: Tabs | null }>({ lib: null })

let loading: Promise<Tabs> | null = null

/** tabs.ts, loaded once. */
export function loadTabs(): Promise<Tabs> {
  loading ??= import('./tabs.ts').then((m) => {
    tabsLib.lib = ref(m)
    return m
  })
  return loading
}
