/**
 * App data as the app holds it: the server's answer (schemas/app-data.json is the contract)
 * brought into that shape by `normaliseAppData` (src/core/api/app.ts). Every field typed here
 * without `?` is guaranteed after normalising: code downstream needs no defensive checks for
 * it. `AppDataInput` is what may arrive (tests and previews inject it; it is normalised too).
 */

export interface SocialLink {
  type: 'tg' | 'insta' | 'vk' | 'fb' | 'ok' | 'tt'
  link: string
}

export interface WorkingTime {
  /** 1-7, Monday first; 0 = every day */
  day: number
  startTime: string
  endTime: string
}

export interface Branch {
  idBranch: number
  name: string
  address?: string
  description?: string
  lat?: number
  lng?: number
  contactPhone?: string
  startTime?: string
  endTime?: string
  days?: number[]
  workingTime?: WorkingTime[]
  isPickpoint?: boolean
  [key: string]: unknown
}

export interface User {
  idUser?: number | null
  idDevice?: number | string | null
  username?: string
  display_name?: string
  fName?: string
  lName?: string
  bonus?: number
  /** The branch of the user's latest visit (the feedback form preselects it); null: none. */
  lastVisitedBranchId?: number | null
  [key: string]: unknown
}

/** settings.modules.{name}: each module's own settings (schemas/modules/{name}.json). */
export type ModuleSettings = Record<string, unknown> & {
  title?: string
  tab?: boolean
  tabbarTitle?: string
}

/**
 * Arrays are readonly: settings are read, never changed in place, so a valtio snapshot of them
 * (deeply readonly) is an AppSettings too and nothing casts it back.
 */
export interface AppSettings {
  name?: string
  hideTitle?: boolean
  defaultTab?: string
  decimal?: number
  decimalRoundingRule?: 'default' | 'floor' | 'ceil' | 'round' | 'trunc'
  currency?: string
  codeType?: 'qr' | 'text'
  /** The brand's languages, the first its default. @default ['ru'] */
  languages: readonly string[]
  /** @default {} */
  colors: Record<string, string>
  logo?: string
  smallLogo?: string
  hideLogo?: boolean
  hideMenu?: boolean
  hideMenuMiniapp?: boolean
  hideGMBLogo?: boolean
  gmbLink?: string
  hideTabbarLabels?: boolean
  fullscreenLogo?: boolean
  fullscreenLogoParallax?: boolean
  hideTitleWhenFullscreenLogo?: boolean
  /** spec §4 Statistics queue: no statistics events are recorded. */
  statDisabled?: boolean
  /** Error reporting (schemas/app-data.json; core/telemetry/errors.ts). */
  errorReporting?: {
    dsn?: string
    /** @default 1 */
    sampleRate?: number
    environment?: string
    /** @default {} */
    tags?: Record<string, string>
  }
  /** Session recording (schemas/app-data.json; core/telemetry/recording.ts). */
  sessionRecording?: {
    /** @default false */
    enabled?: boolean
    project?: string
  }
  /** Image widths (shell-data §3, §7 Images; ui/image/image-width.ts). */
  deviceWidthImageDivideAmount?: number
  deviceWidthMaxPixelRatio?: number
  deviceWidthIgnorePixelRatio?: boolean
  /** Map tiles of every map: a {z}/{x}/{y} URL template and its credit (ui/map/tiles.ts). */
  mapTileUrl?: string
  mapTileAttribution?: string
  /** Module names of the tab bar, in order. @default [] */
  tabbar: readonly string[]
  /** Module names of the side menu, in order. @default [] */
  menu: readonly string[]
  /** Module name -> its settings (each an object; schemas/modules/<name>.json). */
  modules: Record<string, ModuleSettings>
  /** slot name -> ordered module names contributing to it. @default {} */
  slots: Record<string, readonly string[]>
  [key: string]: unknown
}

export interface AppData {
  settings: AppSettings
  /** @default {} */
  custom: Record<string, unknown>
  /** null for a guest the server sent no user for. */
  user: User | null
  /** Only branches with an integer idBranch and a name. @default [] */
  branches: Branch[]
  /** Added on the client when the data arrives (ms since epoch). */
  timestamp: number
  [key: string]: unknown
}

/** What may arrive as app data before normalising (tests and previews inject it). */
export interface AppDataInput {
  settings: Partial<AppSettings> & { modules: Record<string, ModuleSettings> }
  custom?: Record<string, unknown>
  user?: User | null
  branches?: Branch[]
  timestamp?: number
  [key: string]: unknown
}
