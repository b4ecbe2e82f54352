/**
 * The branch map's demo settings (issue 14; shell-data §2 Maps page): the map tiles every map of
 * the app draws (the branch map, the delivery popup, the checkout block), as app settings
 * `mapTileUrl` / `mapTileAttribution` (schemas/app-data.json), and the `maps` module's settings
 * of brands that had none (schemas/modules/maps.json). The demo brands use OpenStreetMap's
 * standard tiles with the credit its tile usage policy requires; a brand may name any other
 * {z}/{x}/{y} provider. Offline (as on the test machines) the maps show their plain grid.
 */

/** Spread into a brand's settings: `...mapTiles`. */
export const mapTiles = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '© OpenStreetMap contributors',
}

/** settings.modules.maps of the brands whose seed had none. */
export const mapsSettings = {
  coffee: { title: 'Кофейни на карте', tab: false },
}
