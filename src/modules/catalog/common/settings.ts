/**
 * settings.modules.catalog, as schemas/modules/catalog.json describes it: the types are generated
 * from it (src/shared/settings) and the defaults live only there.
 */

import type { CatalogSettings } from '../../../shared/settings/catalog.ts'

export type { CatalogSettings }
/** Delivery settings as the module receives them (every default filled in by the schema). */
export type DeliverySettings = NonNullable<CatalogSettings['delivery']>
/** Pickup settings as the module receives them. */
export type PickupSettings = NonNullable<CatalogSettings['pickup']>
/** What delivery and pickup share: days and times. */
export type ReceiveTimeSettings = DeliverySettings | PickupSettings
