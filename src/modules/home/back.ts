import { goBack, navigate, ui } from '../../core/state/ui.ts'

/** Back from a pushed page: pop in-app history, or replace with `fallback` on a direct entry. */
export function backTo(fallback: string): () => void {
  return () => (ui.depth > 0 ? goBack() : navigate(fallback, { replace: true }))
}
