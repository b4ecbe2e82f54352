/** Backs `<Slot>` with the registry and settings.slots (the order each slot shows). */
import { useMemo, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { registry, reportProblem, resolveSlot } from '../../registry/index.ts'
import { SlotProvider, type ResolvedSlot, type SlotResolver } from '../core/slot-context.ts'
import { appData } from '../core/state/app-data.ts'

export function RegistrySlotProvider({ children }: { children: ReactNode }) {
  const { modules } = useSnapshot(registry)
  const { data } = useSnapshot(appData)
  const slots = data?.settings.slots
  const resolver = useMemo<SlotResolver>(() => {
    const cache = new Map<string, ResolvedSlot>()
    return {
      resolve(slot) {
        let resolved = cache.get(slot)
        if (!resolved) {
          resolved = resolveSlot(slot, modules, slots?.[slot])
          cache.set(slot, resolved)
        }
        return resolved
      },
      report(module, slot, error) {
        reportProblem({
          module,
          kind: 'widget',
          detail:
            error === undefined
              ? `nothing for slot "${slot}"`
              : `slot "${slot}": ${error instanceof Error ? error.message : String(error)}`,
        })
      },
    }
  }, [modules, slots])
  return <SlotProvider value={resolver}>{children}</SlotProvider>
}
