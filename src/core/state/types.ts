/** App data as the server sends it (schemas/app-data.json is the contract). */

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
  [key: string]: unknown
}

/** settings.modules.{name}: each module's own settings (schemas/modules/{name}.json). */
export type ModuleSettings = Record<string, unknown> & {
  title?: string
  tab?: boolean
  tabbarTitle?: string
}

export interface AppSettings {
  name?: string
  hideTitle?: boolean
  defaultTab?: string
  decimal?: number
  decimalRoundingRule?: 'default' | 'floor' | 'ceil' | 'round' | 'trunc'
  currency?: string
  codeType?: 'qr' | 'text'
  languages?: string[]
  colors?: Record<string, string>
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
  tabbar?: string[]
  menu?: string[]
  modules: Record<string, ModuleSettings>
  /** slot name -> ordered module names contributing to it */
  slots?: Record<string, string[]>
  [key: string]: unknown
}

export interface AppData {
  settings: AppSettings
  custom?: Record<string, unknown>
  user?: User | null
  branches?: Branch[]
  /** Added on the client when the data arrives (ms since epoch). */
  timestamp?: number
  [key: string]: unknown
}
