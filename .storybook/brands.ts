/**
 * The brands Storybook previews: every demo brand of the reference server's seed, as the app
 * receives it (`POST app` for a guest), plus app data a brand manager pasted (kept in
 * localStorage under `storybook:customAppData`).
 */
import { coffee } from '../server/seed/coffee.ts'
import { pizzeriaMsk, pizzeriaSpb } from '../server/seed/pizzeria.ts'
import { sushi } from '../server/seed/sushi.ts'
import { guestAppData } from '../server/seed/helpers.ts'
import type { AppData } from '../src/core/state/types.ts'

export const CUSTOM_BRAND = 'custom'
export const CUSTOM_KEY = 'storybook:customAppData'

export const demoBrands: Record<string, { name: string; appData: AppData }> = Object.fromEntries(
  [pizzeriaMsk, pizzeriaSpb, coffee, sushi].map((b) => [
    b.client,
    { name: b.name, appData: guestAppData(b) as AppData },
  ]),
)

/** The brand to preview: a demo brand, or the pasted app data (parsed; errors returned). */
export function brandAppData(id: string): { appData: AppData | null; error: string | null } {
  if (id !== CUSTOM_BRAND) return { appData: demoBrands[id]?.appData ?? null, error: null }
  const raw = localStorage.getItem(CUSTOM_KEY)
  if (!raw) return { appData: null, error: 'Paste app data in “Brand preview / Custom app data”.' }
  try {
    const parsed = JSON.parse(raw) as AppData
    return { appData: parsed, error: null }
  } catch (error) {
    return { appData: null, error: `Not JSON: ${(error as Error).message}` }
  }
}
