/**
 * The catalog's validated settings (module init and screens set them) and the app-wide settings
 * it uses (money, card look, image widths), read from app data.
 */
import { proxy, useSnapshot } from 'valtio'
import { numberOptions } from '../../../core/format/money.ts'
import { appData } from '../../../core/state/app-data.ts'
import type { AppSettings } from '../../../core/state/types.ts'
import catalogSchema from '../../../../schemas/modules/catalog.json'
import { schemaDefaults } from '../../../shared/schema/defaults.ts'
import type { CatalogSettings } from './settings.ts'
import { catalogPath } from './urls.ts'

/** Until init hands over the validated settings: what the schema's defaults make of none. */
export const config = proxy<{ settings: CatalogSettings }>({
  settings: schemaDefaults<CatalogSettings>(catalogSchema),
})

export function setCatalogSettings(next: CatalogSettings): void {
  if (JSON.stringify(next) !== JSON.stringify(config.settings)) config.settings = next
}

export function useCatalogSettings(): CatalogSettings {
  return useSnapshot(config).settings
}

/** A path under the catalog's base url now: catalogUrl('basket') -> '/catalog/basket'. */
export function catalogUrl(rest = ''): string {
  return catalogPath(config.settings.url, rest)
}

/** App settings the catalog reads (shell-data §3 App settings). */
export function appSettings(): AppSettings | undefined {
  return appData.data?.settings
}

export function moneyOptions(settings: AppSettings | undefined) {
  return {
    ...numberOptions(settings),
    currency: typeof settings?.currency === 'string' ? settings.currency : '',
  }
}
