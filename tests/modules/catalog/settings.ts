/**
 * Catalog settings as the module receives them (schemas/modules/catalog.json's defaults filled
 * in, as the registry does), for tests that call the stores and rules directly.
 */
import type { CatalogSettings, CatalogSettingsInput } from '../../../src/shared/settings/catalog.ts'
import { moduleSettings } from '../../helpers/module-settings.ts'

type Delivery = NonNullable<CatalogSettings['delivery']>
type Pickup = NonNullable<CatalogSettings['pickup']>

export function catalogSettings(input: CatalogSettingsInput = {}): CatalogSettings {
  return moduleSettings('catalog', input)
}

export function deliverySettings(
  input: NonNullable<CatalogSettingsInput['delivery']> = {},
): Delivery {
  const { delivery } = catalogSettings({ delivery: input })
  if (!delivery) throw new Error('delivery settings expected')
  return delivery
}

export function pickupSettings(input: NonNullable<CatalogSettingsInput['pickup']> = {}): Pickup {
  const { pickup } = catalogSettings({ pickup: input })
  if (!pickup) throw new Error('pickup settings expected')
  return pickup
}
