/**
 * The catalog's validated settings (module init and screens set them) and the app-wide settings
 * it uses (money, card look, image widths), read from app data.
 */
import { proxy, useSnapshot } from 'valtio'
import { appData } from '../../../core/state/app-data.ts'
import type { AppSettings } from '../../../core/state/types.ts'
import { catalogDefaults, type CatalogSettings } from './settings.ts'

export const config = proxy<{ settings: CatalogSettings }>({ settings: catalogDefaults })

export function setCatalogSettings(next: CatalogSettings): void {
  if (JSON.stringify(next) !== JSON.stringify(config.settings)) config.settings = next
}

export function useCatalogSettings(): CatalogSettings {
  return useSnapshot(config).settings as CatalogSettings
}

/** App settings the catalog reads (shell-data §3 App settings). */
export function appSettings(): AppSettings | undefined {
  return appData.data?.settings
}

export function moneyOptions(settings: AppSettings | undefined) {
  return {
    decimal: typeof settings?.decimal === 'number' ? settings.decimal : 0,
    decimalRoundingRule: settings?.decimalRoundingRule ?? 'default',
    currency: typeof settings?.currency === 'string' ? settings.currency : '',
  }
}
