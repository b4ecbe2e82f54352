/** The referral module's own events. */
export {}

declare module '../../core/events.ts' {
  interface AppEvents {
    /** spec promoDidEnter: a promo code was accepted. */
    'referral:promo-entered': { code: string }
    'referral:open-share': undefined
    'referral:enter-code': undefined
  }
}

export const referralEvents = {
  promoEntered: 'referral:promo-entered',
  openShare: 'referral:open-share',
  openEnterCode: 'referral:enter-code',
} as const
