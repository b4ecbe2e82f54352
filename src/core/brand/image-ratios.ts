/**
 * Image ratios from the static host (shell-data §7: GET pwa/ratios.json, "image ratios"): the
 * width-to-height ratio of each kind of picture (news, action, gift, offer, product, logo,
 * related), so an image's place has its final shape before the picture arrives and nothing
 * jumps while a list loads. The file lives beside the app (`public/pwa/ratios.json`, served by
 * the static host with the build), so the platform can change a kind's shape without a new
 * build. Loaded once, on the first image that asks; until then (and when it fails) each place
 * takes the ratio this build shipped with (`builtInRatios`, the same file read at build time),
 * so a place has its shape from the first paint and nothing shifts when the file arrives
 * (issue 16: CLS).
 */
import { proxy } from 'valtio'
import shipped from '../../../public/pwa/ratios.json'

export type ImageKind = 'action' | 'gift' | 'logo' | 'news' | 'offer' | 'product' | 'related'

export const IMAGE_RATIOS_PATH = 'pwa/ratios.json'

export const imageRatios = proxy<{ ratios: Partial<Record<string, number>>; state: string }>({
  ratios: {},
  state: 'idle',
})

/** The usable entries of a ratios file: names with positive finite numbers (at most 1:10). */
export function parseImageRatios(raw: unknown): Record<string, number> {
  const out: Record<string, number> = {}
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(key)) continue
    if (typeof value !== 'number' || !Number.isFinite(value)) continue
    if (value < 0.1 || value > 10) continue
    out[key] = value
  }
  return out
}

/** The static host: where the app itself is served from (Vite's base). */
function staticUrl(): string {
  const base = import.meta.env.BASE_URL || '/'
  return new URL(base.replace(/\/?$/, '/') + IMAGE_RATIOS_PATH, window.location.origin).href
}

/** The ratios this build shipped with: what a place takes until (or unless) the file answers. */
export const builtInRatios: Readonly<Record<string, number>> = parseImageRatios(shipped)

/** A kind's ratio: the static host's, else the shipped one. */
export function ratioOf(
  kind: string,
  loaded: Partial<Record<string, number>> = imageRatios.ratios,
): number | undefined {
  return loaded[kind] ?? builtInRatios[kind]
}

let loading: Promise<void> | null = null

/** Loads the ratios once (later calls share the first); a failure leaves them empty. */
export function loadImageRatios(fetcher: typeof fetch = fetch): Promise<void> {
  if (loading) return loading
  imageRatios.state = 'loading'
  loading = (async () => {
    try {
      // Low priority (issue 16, session 17): the shipped ratios already shape every place, so
      // the file never goes before the first screen's pictures (it was asked for at High, beside
      // the LCP picture).
      const res = await fetcher(staticUrl(), { credentials: 'omit', priority: 'low' })
      if (!res.ok) throw new Error(`ratios ${res.status}`)
      imageRatios.ratios = parseImageRatios(await res.json())
      imageRatios.state = 'loaded'
    } catch {
      imageRatios.state = 'failed'
    }
  })()
  return loading
}

/** For tests: forget what was loaded. */
export function resetImageRatios(): void {
  loading = null
  imageRatios.ratios = {}
  imageRatios.state = 'idle'
}
