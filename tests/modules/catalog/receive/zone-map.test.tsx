import { screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { activateLocale, loadModuleTexts } from '../../../../src/core/i18n/i18n.ts'
import { setAppData } from '../../../../src/core/state/app-data-inject.ts'
import { zoneShapes } from '../../../../src/modules/catalog/receive/map-data.ts'
import { DeliveryZoneMap } from '../../../../src/modules/catalog/receive/zone-map.tsx'
import { initReceive, receive, setAddress } from '../../../../src/modules/catalog/receive/store.ts'
import { renderI18n } from '../../../ui/i18n-render.tsx'
import { catalogSettings } from '../settings.ts'

const branches = [
  {
    idBranch: 1,
    name: 'Тверская',
    lat: 55.7652,
    lng: 37.605,
    shape: { type: 'circle', radius: 4000 },
  },
  {
    idBranch: 3,
    name: 'Ленинский',
    lat: 55.703,
    lng: 37.577,
    shape: {
      type: 'polygon',
      paths: [
        { lat: 55.725, lng: 37.545 },
        { lat: 55.725, lng: 37.62 },
        { lat: 55.675, lng: 37.62 },
      ],
    },
  },
  { idBranch: 4, name: 'Без зоны', lat: 55.7, lng: 37.5, shape: { type: 'circle' } },
]

beforeAll(async () => {
  await activateLocale('ru')
  await loadModuleTexts()
})

describe('delivery zones on the map', () => {
  it('circles round the branch, polygons as rings; broken shapes left out; the active one marked', () => {
    expect(zoneShapes(branches, 3)).toEqual([
      {
        id: 1,
        type: 'circle',
        center: { lat: 55.7652, lng: 37.605 },
        radius: 4000,
        active: false,
      },
      {
        id: 3,
        type: 'polygon',
        paths: [branches[1]!.shape.paths],
        active: true,
      },
    ])
  })

  describe('the form’s map block', () => {
    beforeEach(() => {
      localStorage.clear()
      setAppData({ settings: { modules: { catalog: {} } }, branches })
      initReceive(
        catalogSettings({ showBasket: true, delivery: {}, pickup: {} }),
        'pizzeria-msk',
        branches,
      )
    })

    it('shows nothing without a delivery address', async () => {
      const { container } = await renderI18n(<DeliveryZoneMap />)
      expect(receive.type).toBe('delivery')
      expect(container).toBeEmptyDOMElement()
    })

    it('shows the address and the zones, the delivering branch’s highlighted', async () => {
      setAddress({
        suggestion: { value: 'x', data: {} },
        text: 'Москва, ул Тверская, д 12',
        lat: 55.7652,
        lng: 37.6051,
        idBranch: 1,
      })
      const { container } = await renderI18n(<DeliveryZoneMap />)
      expect(screen.getByRole('region', { name: 'Карта' })).toBeInTheDocument()
      // the map view is a lazy chunk (leaflet): its first import in a test process can take
      // seconds on a busy machine, so this wait allows for it
      await waitFor(() => expect(container.querySelectorAll('.ui-map-zone')).toHaveLength(2), {
        timeout: 30_000,
      })
      expect(container.querySelectorAll('.ui-map-zone--active')).toHaveLength(1)
      expect(container.querySelector('.ui-map-marker--target')).not.toBeNull()
    })
  })
})
