/** settings.modules.referral: the type is generated from schemas/modules/referral.json. */
export type { ReferralSettings } from '../../shared/settings/referral.ts'

/** spec (accounts-loyalty §5, §9): promo code input max length. */
export const PROMO_CODE_MAX = 16

/** The share message: the template with {code} and {applink} filled in. */
export function shareMessage(template: string, code: string, applink: string): string {
  return template.replaceAll('{code}', code).replaceAll('{applink}', applink).trim()
}
