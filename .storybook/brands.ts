/**
 * The brands Storybook previews: every demo brand of the reference server's seed, as the app
 * receives it (`POST app` for a guest, recorded by `npm run stories:record`: the seed itself
 * reads files with node:fs, which a browser cannot), plus app data a brand manager pasted (kept
 * in localStorage under `storybook:customAppData`).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AppData } from '../src/core/state/types.ts'
import recordedBrands from './recorded/brands.json'

const guestAnswers = import.meta.glob<{ 'POST app': { answer: Record<string, unknown> }[] }>(
  './recorded/*/guest.ru.json',
  { import: 'default', eager: true },
)

function guestAppData(client: string): AppData {
  const { status: _status, ...data } =
    guestAnswers[`./recorded/${client}/guest.ru.json`]!['POST app'][0]!.answer
  return data as unknown as AppData
}

export const CUSTOM_BRAND = 'custom'
export const CUSTOM_KEY = 'storybook:customAppData'

export const demoBrands: Record<string, { name: string; appData: AppData }> = Object.fromEntries(
  recordedBrands.map((b) => [b.client, { name: b.name, appData: guestAppData(b.client) }]),
)

/**
 * The brand to preview: a demo brand, or the pasted app data (parsed; why not, as a message the
 * panel shows in the toolbar's language).
 */
export function brandAppData(id: string): {
  appData: AppData | null
  error: MessageDescriptor | null
} {
  if (id !== CUSTOM_BRAND) return { appData: demoBrands[id]?.appData ?? null, error: null }
  const raw = localStorage.getItem(CUSTOM_KEY)
  if (!raw) {
    return { appData: null, error: msg`Paste app data in “Brand preview / Playground”.` }
  }
  try {
    const parsed = JSON.parse(raw) as AppData
    return { appData: parsed, error: null }
  } catch (error) {
    const reason = (error as Error).message
    return { appData: null, error: msg`Not JSON: ${reason}` }
  }
}
