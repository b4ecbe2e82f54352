/**
 * The map block on the checkout form (spec catalog §2 element 10): the delivery address, the
 * branches and their delivery zones, the delivering branch's zone highlighted. Read-only; it
 * loads Leaflet lazily and works without tiles. Render it where the form shows the address:
 * `<DeliveryZoneMap />` (nothing unless the receive type is delivery with an address).
 */
import { useLingui } from '@lingui/react'
import { useSnapshot } from 'valtio'
import { clsx } from 'clsx'
import { appData } from '../../../core/state/app-data.ts'
import type { Branch } from '../../../core/state/types.ts'
import { LazyMapView } from '../../../ui/map/index.ts'
import { useCatalogSettings } from '../common/index.ts'
import { useReceive } from './store.ts'
import { zoneShapes } from './map-data.ts'
import { locatedBranches } from './rules.ts'
import { ADDRESS_ZOOM } from './sheets.ts'
import { deliveryTexts } from './texts.ts'
import './delivery.css'

export function DeliveryZoneMap({ className }: { className?: string }) {
  const { i18n } = useLingui()
  const r = useReceive()
  const { data } = useSnapshot(appData)
  const { maps } = useCatalogSettings()
  if (r.type !== 'delivery' || !r.address) return null
  const branches = (data?.branches ?? []) as Branch[]
  // the catalog's own tiles, else the app settings' (ui/map/tiles.ts)
  const tileUrl = maps.tileUrl || undefined
  return (
    <LazyMapView
      className={clsx('delivery-zone-map', className)}
      label={i18n._(deliveryTexts.map)}
      center={{ lat: r.address.lat, lng: r.address.lng }}
      zoom={ADDRESS_ZOOM - 2}
      tileUrl={tileUrl}
      tileAttribution={tileUrl ? maps.tileAttribution : undefined}
      shapes={zoneShapes(branches, r.deliveryBranch ?? r.address.idBranch)}
      markers={[
        ...locatedBranches(branches).map((b) => ({
          id: b.idBranch,
          lat: b.lat,
          lng: b.lng,
          label: b.name,
        })),
        {
          id: 'address',
          lat: r.address.lat,
          lng: r.address.lng,
          label: i18n._(deliveryTexts.addressMarker),
          kind: 'target' as const,
        },
      ]}
    />
  )
}
