/**
 * UI store and navigation actions. The shell (src/app) owns the router, tab bar and side panel
 * and provides their implementations here once at boot (`provideShell`), so modules and core
 * code can navigate without importing the shell: `navigate('/news/')`, `switchTab('bonus')`,
 * `openPanel()`, `goBack()`.
 */
import type { MessageDescriptor } from '@lingui/core'
import { proxy } from 'valtio'
import type { IconName } from '../icon-names.ts'

export type StartupPhase = 'loading' | 'error' | 'ready'

export interface MenuEntryView {
  /** Module name (or a slot contribution's own key). */
  name: string
  icon: IconName
  title: string | MessageDescriptor
  /** Current entry (its url is shown). */
  active?: boolean
}

export interface UiState {
  /** Left side panel. */
  panelOpen: boolean
  /** Name of the tab the user is in (pushed pages keep their tab). */
  activeTab: string | null
  /** spec Startup: splash/loading state. */
  startup: {
    /** spec: visible when data loaded, load failed, device registration failed, or after 8 s. */
    visible: boolean
    phase: StartupPhase
    /** Start of the current loading attempt (ms), for the 20 s progress bar. */
    startedAt: number
  }
  /** In-app history depth of the current entry (0 = a tab's root). */
  depth: number
  /**
   * Screens shown now that have their own primary action at the bottom (booking, feedback,
   * profile edit…): the basket bar stays off them (issue 12).
   */
  bottomActions: number
  /** Side menu entries as the shell computed them from settings.menu (for the /menu/ page). */
  menu: {
    entries: MenuEntryView[]
    showSettings: boolean
    footerLink: string | null
  }
}

export const ui = proxy<UiState>({
  panelOpen: false,
  activeTab: null,
  startup: { visible: false, phase: 'loading', startedAt: 0 },
  depth: 0,
  bottomActions: 0,
  menu: { entries: [], showSettings: false, footerLink: null },
})

export interface NavigateOptions {
  replace?: boolean
}

/** What the shell implements. */
export interface ShellApi {
  navigate: (to: string, opts?: NavigateOptions) => void
  /** Same as the back button (spec back-button order). */
  goBack: () => void
  /**
   * Leaves the last `n` pages, as a flow that finished does: history only, an open popup or
   * dialog stays (unlike goBack, which would close it instead).
   */
  leavePages: (n: number) => void
  /** Switches to a tab by module name (its root; the tab's pushed pages are left). */
  switchTab: (name: string) => void
  resetToDefaultTab: () => void
  /** Acts on a side-menu entry: tab switch or navigation, closing the panel. */
  selectMenuEntry: (name: string) => void
  /** The hidden debug area: 10 taps open the debug popup. */
  debugTap: () => void
}

let shell: Partial<ShellApi> = {}

export function provideShell(api: Partial<ShellApi>): () => void {
  shell = { ...shell, ...api }
  return () => {
    shell = {}
  }
}

export function navigate(to: string, opts?: NavigateOptions): void {
  shell.navigate?.(to, opts)
}
export function goBack(): void {
  shell.goBack?.()
}
export function leavePages(n: number): void {
  shell.leavePages?.(n)
}
export function switchTab(name: string): void {
  shell.switchTab?.(name)
}
export function resetToDefaultTab(): void {
  shell.resetToDefaultTab?.()
}
export function selectMenuEntry(name: string): void {
  shell.selectMenuEntry?.(name)
}
export function debugTap(): void {
  shell.debugTap?.()
}

export function openPanel(): void {
  ui.panelOpen = true
}
export function closePanel(): void {
  ui.panelOpen = false
}
export function togglePanel(): void {
  ui.panelOpen = !ui.panelOpen
}
