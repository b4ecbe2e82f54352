/** Info pages store: api.ts -> loadPages() -> pagesStore -> components (useSnapshot). */
import { proxy, ref, useSnapshot } from 'valtio'
import { fetchPages, type InfoPage } from './api.ts'

export type PagesStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export interface PagesState {
  pages: InfoPage[]
  status: PagesStatus
  /** The last load's error (kept out of the proxy with ref). */
  error: { value: unknown } | null
}

const initial = (): PagesState => ({ pages: [], status: 'idle', error: null })

export const pagesStore = proxy<PagesState>(initial())

let generation = 0

/** Loads the pages; a failure keeps the pages already shown. Never throws. */
export async function loadPages(): Promise<void> {
  const run = ++generation
  pagesStore.status = 'loading'
  try {
    const pages = await fetchPages()
    if (run !== generation) return
    pagesStore.pages = pages
    pagesStore.status = 'loaded'
    pagesStore.error = null
  } catch (error) {
    if (run !== generation) return
    pagesStore.status = 'failed'
    pagesStore.error = ref({ value: error })
  }
}

/** Loads once; later calls reuse what is there (app-data reloads refresh it, see index.ts). */
export function ensurePages(): void {
  if (pagesStore.status === 'idle') void loadPages()
}

export function resetPages(): void {
  generation++
  Object.assign(pagesStore, initial())
}

export function usePages() {
  return useSnapshot(pagesStore)
}

export function usePage(id: string | number | undefined) {
  const { pages } = usePages()
  return id === undefined ? undefined : pages.find((p) => String(p.idContent) === String(id))
}
