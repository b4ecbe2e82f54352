/**
 * The shell's own slots (the startup screens, the tab bar's buttons) before the slot's code is
 * in: `<Slot>` loads with the modules (the after-start chunk), not in the first paint's chunk
 * (issue 16: initial JS). Until it is in the slot shows nothing, as no module is there yet to
 * fill it (nor after a failed load, which leaves the modules out too); a slot in a module's
 * screen imports `<Slot>` itself.
 */
import { lazyComponent, useArrived } from '../core/lazy-component.ts'
import type { Slot } from '../core/slot.tsx'

type SlotProps = Parameters<typeof Slot>[0]

const LazySlot = lazyComponent<SlotProps>(() =>
  import('../core/slot.tsx').then((m) => ({ default: m.Slot })),
)

export function ShellSlot(props: SlotProps) {
  return useArrived(LazySlot) ? <LazySlot {...props} /> : null
}
