/**
 * The module contract (ARCHITECTURE.md "The module contract"). A module is a folder under
 * src/modules/<name> whose index.ts exports one descriptor made with `defineModule`.
 */
import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import type { AppData, ModuleSettings } from './state/types.ts'

export type Lazy<P> = () => Promise<{ default: ComponentType<P> }>

/** Props every slot widget receives. */
export interface SlotWidgetProps {
  /** This module's settings, validated and with schema defaults filled in. */
  settings: ModuleSettings
  /** The slot's own context (e.g. the form a registration field belongs to). */
  context?: Record<string, unknown>
}

export interface ScreenProps {
  settings: ModuleSettings
  params: Record<string, string | undefined>
}

export interface ModuleRoute {
  /** wouter path pattern, e.g. `/news/` or `/history/body/:id` */
  path: string
  screen: Lazy<ScreenProps>
}

export interface ModuleEntry {
  icon: string
  title: MessageDescriptor
  /** Where the entry leads; defaults to the module's url. */
  url?: string
  /** An action instead of navigation (e.g. open a popup). */
  action?: string
  /** The title a guest (no idUser) sees instead, e.g. 'Sign in' for 'Profile'. */
  guestTitle?: MessageDescriptor
  /** Whether the entry shows for these settings (e.g. referral's menuShowShare); default yes. */
  visible?: (settings: ModuleSettings) => boolean
}

export interface ModuleDescriptor {
  /** The key in settings.modules. */
  name: string
  /** Base url of the module's main screen, e.g. `/news/`. */
  url?: string
  routes?: ModuleRoute[]
  /** Used when settings.tabbar lists the module. */
  tab?: ModuleEntry
  /** Side-menu entry when settings.menu lists the module. */
  menu?: ModuleEntry
  /** slot name -> widget loader */
  slots?: Record<string, Lazy<SlotWidgetProps>>
  /** Popups this module can open by name (e.g. `page`), addressed as `<module>:<popup>`. */
  popups?: Record<string, Lazy<{ id?: string; close: () => void; settings: ModuleSettings }>>
  /** Entity types this module opens from a push (`gift`, `coupon`); see core/push.ts. */
  pushEntities?: readonly string[]
  /** Push/entity deep link: called when a push names one of `pushEntities` (`gift`, `3`). */
  onPush?: (entity: string, id: string) => void
  /** Runs once when the module is enabled, after app data loads (subscriptions, timers). */
  init?: (ctx: { appData: AppData; settings: ModuleSettings }) => void | (() => void)
}

export function defineModule<D extends ModuleDescriptor>(descriptor: D): D {
  return descriptor
}
