/** What the delivery maps draw: the branches' delivery zones as map shapes (catalog §3 shape). */
import type { Branch } from '../../../core/state/types.ts'
import type { MapPoint, MapShape } from '../../../ui/map/index.ts'
import { deliveryShape } from './zones.ts'

/** Circles round their centre (the branch's own point when absent) and polygons. */
export function zoneShapes(branches: readonly Branch[], activeId?: number | null): MapShape[] {
  const out: MapShape[] = []
  for (const b of branches) {
    const shape = deliveryShape(b.shape)
    if (!shape) continue
    const active = activeId != null && b.idBranch === activeId
    if (shape.type === 'circle') {
      const center =
        shape.center ??
        (Number.isFinite(b.lat) && Number.isFinite(b.lng) ? { lat: b.lat!, lng: b.lng! } : null)
      if (center) out.push({ id: b.idBranch, type: 'circle', center, radius: shape.radius, active })
    } else {
      out.push({ id: b.idBranch, type: 'polygon', paths: shape.paths as MapPoint[][], active })
    }
  }
  return out
}
