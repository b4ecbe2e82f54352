/**
 * The context behind `<Slot>` (core/slot.tsx): the shell provides the resolver (the registry)
 * with `SlotProvider`; modules only use `<Slot>`. Its own file, so the shell's first chunk holds
 * the provider without the slot's rendering, which loads with the modules (issue 16).
 */
import { createContext } from 'react'
import type { Lazy, SlotWidgetProps } from './module.ts'
import type { ModuleSettings } from './state/types.ts'

export interface ResolvedSlotEntry {
  module: string
  loader: Lazy<SlotWidgetProps>
  settings: ModuleSettings
}

export interface ResolvedSlot {
  entries: ResolvedSlotEntry[]
  /** Modules the settings list for this slot that contribute nothing to it. */
  missing: string[]
}

export interface SlotResolver {
  /** Must return the same object while nothing changed (it is a memo dependency). */
  resolve: (slot: string) => ResolvedSlot
  /** A widget threw, or a listed module has nothing for the slot (`error` undefined). */
  report: (module: string, slot: string, error: unknown) => void
}

const emptySlot: ResolvedSlot = { entries: [], missing: [] }

export const SlotContext = createContext<SlotResolver>({
  resolve: () => emptySlot,
  report: () => {},
})

export const SlotProvider = SlotContext.Provider
