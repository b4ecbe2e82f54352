/**
 * The map's tile provider comes from settings, never from code: app settings
 * `mapTileUrl` (a {z}/{x}/{y} template, e.g. OpenStreetMap's standard tiles
 * https://tile.openstreetmap.org/{z}/{x}/{y}.png) and `mapTileAttribution` (the provider's
 * required credit, e.g. «© OpenStreetMap contributors»), schemas/app-data.json. Every map (the
 * branch map, the delivery popup, the checkout block) uses them unless it is given its own.
 */
import { useSnapshot } from 'valtio'
import { appData } from '../../core/state/app-data.ts'
import type { AppSettings } from '../../core/state/types.ts'

export interface MapTiles {
  url: string | null
  attribution: string | undefined
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined

/** The app-wide tile settings; `url` null when the brand configures none. */
export function mapTilesOf(
  settings: Pick<AppSettings, 'mapTileUrl' | 'mapTileAttribution'> | undefined | null,
): MapTiles {
  return {
    url: text(settings?.mapTileUrl) ?? null,
    attribution: text(settings?.mapTileAttribution),
  }
}

export function useAppMapTiles(): MapTiles {
  const { data } = useSnapshot(appData)
  return mapTilesOf(data?.settings)
}
