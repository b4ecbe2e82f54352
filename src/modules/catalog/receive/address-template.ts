/**
 * Address texts from geocoder suggestions (spec catalog §3 "Address templates", shell-data §3):
 * a template names the suggestion's data fields for streetType, street, houseType, house,
 * blockType, block, city, settlement, fallbackAddress, fallbackCity and value. The Russian
 * format (the geocoder's `buildFormat: 'ru'`) builds the address from the street, house and
 * block parts ('ул Тверская, д 12, стр 1') and the city from city and settlement ('Москва,
 * пос Коммунарка'); another format takes the suggestion's value as it is. Settings
 * geocoderSuggestTemplates (the suggestion list) and geocoderAddressTemplates (the chosen
 * address) may override any field name.
 *
 * spec (shell-data §5): the coordinate lookup for geocoding trims lat and lng to 15 characters.
 */

export interface AddressTemplate {
  streetType: string
  street: string
  houseType: string
  house: string
  blockType: string
  block: string
  city: string
  settlement: string
  /** The field shown as the address when there is no street or house. */
  fallbackAddress: string
  /** The field shown as the city when there is no city or settlement. */
  fallbackCity: string
  /** The field holding the whole address text. */
  value: string
}

/** The geocoder's own field names (schemas/api/geocoder-suggest.json answer). */
export const defaultAddressTemplate: AddressTemplate = {
  streetType: 'street_type',
  street: 'street',
  houseType: 'house_type',
  house: 'house',
  blockType: 'block_type',
  block: 'block',
  city: 'city',
  settlement: 'settlement',
  fallbackAddress: 'value',
  fallbackCity: 'region',
  value: 'value',
}

export interface GeoSuggestion {
  id?: string | number
  type?: string
  value: string
  data: Record<string, unknown>
}

/** The template from settings (any subset of fields), over the defaults. */
export function addressTemplate(
  fromSettings: Readonly<Record<string, unknown>> | null | undefined,
): AddressTemplate {
  const out = { ...defaultAddressTemplate }
  if (fromSettings) {
    for (const key of Object.keys(out) as (keyof AddressTemplate)[]) {
      const v = fromSettings[key]
      if (typeof v === 'string' && v.trim()) out[key] = v.trim()
    }
  }
  return out
}

function field(s: GeoSuggestion, name: string): string {
  const v = s.data?.[name] ?? (s as unknown as Record<string, unknown>)[name]
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''
}

const part = (...words: string[]) => words.filter(Boolean).join(' ')

export interface AddressText {
  /** Street, house and block ('ул Тверская, д 12, стр 1'). */
  address: string
  /** City and settlement ('Москва'). */
  city: string
  /** One line: 'Москва, ул Тверская, д 12, стр 1'. */
  full: string
}

/** The address and city texts of a suggestion in the given format ('ru' builds from parts). */
export function buildAddress(
  suggestion: GeoSuggestion,
  template: AddressTemplate = defaultAddressTemplate,
  format: string | null | undefined = 'ru',
): AddressText {
  const value = field(suggestion, template.value) || suggestion.value?.trim() || ''
  if (format !== 'ru') return { address: value, city: '', full: value }
  const street = field(suggestion, template.street)
  const house = field(suggestion, template.house)
  const block = field(suggestion, template.block)
  const address =
    [
      street && part(field(suggestion, template.streetType), street),
      house && part(field(suggestion, template.houseType), house),
      block && part(field(suggestion, template.blockType), block),
    ]
      .filter(Boolean)
      .join(', ') || field(suggestion, template.fallbackAddress)
  const cityName = field(suggestion, template.city)
  const settlement = field(suggestion, template.settlement)
  const city =
    [cityName, settlement !== cityName ? settlement : ''].filter(Boolean).join(', ') ||
    field(suggestion, template.fallbackCity)
  // The fallback address is usually the whole value, which already names the city.
  const full =
    address && address === value ? value : [city, address].filter(Boolean).join(', ') || value
  return { address: address || value, city, full }
}

/** spec: lat and lng trimmed to 15 characters for the geocoder's point lookup. */
export function geocoderPoint(lat: number | string, lng: number | string) {
  return { lat: String(lat).trim().slice(0, 15), lng: String(lng).trim().slice(0, 15) }
}
