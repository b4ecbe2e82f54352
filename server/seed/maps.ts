/**
 * The branch map's demo settings (issue 14; shell-data §2 Maps page): the map tiles every map of
 * the app draws (the branch map, the delivery popup, the checkout block), as app settings
 * `mapTileUrl` / `mapTileAttribution` (schemas/app-data.json), and the `maps` module's settings
 * of brands that had none (schemas/modules/maps.json). The demo brands use OpenStreetMap's
 * standard tiles with the credit its tile usage policy requires; a brand may name any other
 * {z}/{x}/{y} provider. Offline (as on the test machines) the maps show their plain grid.
 *
 * Also the branches beyond pizzeria-spb's first two (its seed spreads them in): six restaurants,
 * so the branch list shows three and the rest by swipe (spec §2 Maps page), with the city's real
 * streets and coordinates; not all are pickup points.
 */
import { deliveryZone } from './geo.ts'
import { hours } from './helpers.ts'
import type { DemoBranch } from './types.ts'

/** Spread into a brand's settings: `...mapTiles`. */
export const mapTiles = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '© OpenStreetMap contributors',
}

/** settings.modules.maps of the brands whose seed had none. */
export const mapsSettings = {
  coffee: { title: 'Кофейни на карте', tab: false },
}

/** pizzeria-spb's branches 3…6 (after Nevsky and Petrogradskaya in server/seed/pizzeria.ts). */
export const spbMoreBranches: DemoBranch[] = [
  {
    idBranch: 3,
    extra: deliveryZone('pizzeria-spb', 3),
    name: 'Пицца Марио на Васильевском',
    address: 'Санкт-Петербург, 6-я линия В.О., 29',
    lat: 59.9415,
    lng: 30.2797,
    contactPhone: '+7 (812) 309-12-36',
    ...hours('10:00', '23:00'),
    isPickpoint: true,
  },
  {
    idBranch: 4,
    extra: deliveryZone('pizzeria-spb', 4),
    name: 'Пицца Марио на Московском',
    address: 'Санкт-Петербург, Московский пр-т, 157',
    description: 'Рядом с метро «Электросила»',
    lat: 59.8792,
    lng: 30.3185,
    contactPhone: '+7 (812) 309-12-37',
    ...hours('10:00', '22:00', { startTime: '11:00', endTime: '23:00' }),
    isPickpoint: true,
  },
  {
    idBranch: 5,
    extra: deliveryZone('pizzeria-spb', 5),
    name: 'Пицца Марио на Садовой',
    address: 'Санкт-Петербург, Садовая ул., 42',
    description: 'Только зал, без самовывоза',
    lat: 59.9262,
    lng: 30.3147,
    contactPhone: '+7 (812) 309-12-38',
    ...hours('12:00', '23:00'),
    isPickpoint: false,
  },
  {
    idBranch: 6,
    extra: deliveryZone('pizzeria-spb', 6),
    name: 'Пицца Марио в Купчино',
    address: 'Санкт-Петербург, Балканская пл., 5',
    description: 'ТРК «Балкания Нова», третий этаж',
    lat: 59.8297,
    lng: 30.3806,
    contactPhone: '+7 (812) 309-12-39',
    ...hours('10:00', '22:00'),
    isPickpoint: true,
  },
]
