/** settings.modules.maps: the type is generated from schemas/modules/maps.json. */
export type { MapsSettings } from '../../shared/settings/maps.ts'
