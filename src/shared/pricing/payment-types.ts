import type { CatalogSettingsInput } from '../settings/catalog.ts'

/**
 * spec catalog §3 Payment type, plus `online`: paid on the payment page. One entry of the catalog
 * settings' paymentTypeList, typed by schemas/modules/catalog.json (no default is filled inside).
 */
export type PaymentType = NonNullable<CatalogSettingsInput['paymentTypeList']>[number]

/**
 * The payment types offered for a receive type (spec §3 dependDelivery: all, pickup, delivery;
 * absent: all). The app's form lists these and the server accepts only these.
 */
export function paymentTypesFor<T extends Pick<PaymentType, 'dependDelivery'>>(
  types: readonly (T | null | undefined)[] | null | undefined,
  receive: 'delivery' | 'pickup' | null,
): T[] {
  return (types ?? []).filter(
    (t): t is T =>
      t != null &&
      (!t.dependDelivery || t.dependDelivery === 'all' || t.dependDelivery === receive),
  )
}
