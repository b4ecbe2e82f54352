/**
 * settings.modules.home, as schemas/modules/home.json describes it (the defaults live there;
 * tests/modules/home/settings.test.ts checks this type and the schema against each other).
 */
import type { SocialLink } from '../../core/state/types.ts'

export type HomeButtonType = 'phone' | 'feedback' | 'site' | 'telegram' | 'whatsapp' | 'viber'

export interface HomeButton {
  type: HomeButtonType
  /** Label; empty means the translated default for the type. @default '' */
  title?: string
  /** Phone number, url, Telegram user name or link, WhatsApp/Viber number. @default '' */
  value?: string
}

export type SocialType = SocialLink['type']

export interface HomeSettings {
  /** Tab bar title; empty means the translated default. @default '' */
  title: string
  /** Shown as a tab when settings.tabbar lists home. @default true */
  tab: boolean
  /** Buttons under the home slot, laid out in pairs. @default [] */
  buttons: HomeButton[]
  /** Social network links row. @default [] */
  social: SocialLink[]
  /** Contacts page title; empty means the phone button's title, else 'Call'. @default '' */
  contactsTitle: string
}
