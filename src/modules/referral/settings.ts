/** settings.modules.referral (schemas/modules/referral.json holds the defaults). */
export interface ReferralSettings {
  title: string
  /** The user's promo code (the server fills it per user). */
  code: string
  type: 'firstOrder' | 'allOrders'
  refererReward: 'fix' | 'flex'
  refererBonus: number
  referalBonus: number
  levels: { level: number; value: number }[]
  isMultilevel: boolean
  regDay: number
  message: string
  homeShowShare: boolean
  menuShowShare: boolean
  canEnterCode: boolean
}

/** spec (accounts-loyalty §5, §9): promo code input max length. */
export const PROMO_CODE_MAX = 16

/** The share message: the template with {code} and {applink} filled in. */
export function shareMessage(template: string, code: string, applink: string): string {
  return template.replaceAll('{code}', code).replaceAll('{applink}', applink).trim()
}
