/**
 * maps: the branch map /maps/ (shell-data §2 Maps page, §4 Branch sheets and Geolocation, §9):
 * the branches' markers on the brand's map tiles, a locate-me button, the list of branches in a
 * sheet under the map (the first 3, the rest by swipe) and a branch's detail sheet. The shell's
 * edge-swipe panel is off on this tab (src/app/shell.tsx NO_EDGE_SWIPE). Branches come with app
 * data; settings: schemas/modules/maps.json; the tiles: app settings mapTileUrl and
 * mapTileAttribution (src/ui/map/tiles.ts).
 */
import { defineModule } from '../../core/module.ts'
import './icons.ts'
import { mapsTexts } from './texts.ts'

export const mapsModule = defineModule({
  name: 'maps',
  url: '/maps/',
  routes: [{ path: '/maps/', screen: () => import('./maps-screen.tsx') }],
  tab: { icon: 'maps-tab', title: mapsTexts.tab },
  menu: { icon: 'maps-tab', title: mapsTexts.title },
})
