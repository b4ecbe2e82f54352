/** The person's location: one store for every map, src/core/geo/geolocation.ts. */
export {
  GEO_OPTIONS,
  geo,
  locate,
  restoreCoordinates,
  showLocationError,
  usableCoordinates,
} from '../../../core/geo/geolocation.ts'
