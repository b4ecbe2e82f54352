/**
 * Session store: brand location, token (per domain), device, locale. Persisted through
 * core/storage under the spec's key names. (Shell issue owns the full behaviour.)
 */
import { proxy } from 'valtio'
import { resolveBrand, type BrandLocation } from '../brand/brand.ts'
import type { Locale } from '../i18n/i18n.ts'

export interface SessionState {
  brand: BrandLocation
  domain: string
  token: string | null
  idDevice: string | null
  locale: Locale
  /** Locales the brand allows (settings.languages ∩ known catalogs). */
  locales: Locale[]
  devMode: boolean
}

export const session = proxy<SessionState>({
  brand: resolveBrand(typeof location === 'undefined' ? 'http://localhost/' : location.href),
  domain: '',
  token: null,
  idDevice: null,
  locale: 'ru',
  locales: ['ru'],
  devMode: false,
})
