/** Gifts store: api.ts -> loadGifts() -> giftsStore -> components (useSnapshot). */
import { proxy, ref } from 'valtio'
import { fetchGift, fetchGifts, type GiftItem } from './api.ts'

export type GiftsStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export interface GiftsState {
  items: GiftItem[]
  status: GiftsStatus
  error: { value: unknown } | null
}

const initial = (): GiftsState => ({ items: [], status: 'idle', error: null })

export const giftsStore = proxy<GiftsState>(initial())

let generation = 0

/** Loads the list; a failure keeps what is shown. Never throws. */
export async function loadGifts(): Promise<void> {
  const run = ++generation
  giftsStore.status = 'loading'
  try {
    const items = await fetchGifts()
    if (run !== generation) return
    giftsStore.items = items
    giftsStore.status = 'loaded'
    giftsStore.error = null
  } catch (error) {
    if (run !== generation) return
    giftsStore.status = 'failed'
    giftsStore.error = ref({ value: error })
  }
}

export function ensureGifts(): void {
  if (giftsStore.status === 'idle') void loadGifts()
}

export function resetGifts(): void {
  generation++
  Object.assign(giftsStore, initial())
}

/** spec: the item is found in the local store, and failing that fetched by id. */
export async function findGift(key: string): Promise<GiftItem> {
  const known = giftsStore.items.find((i) => i.key === key)
  if (known) return known
  return fetchGift(key)
}
