// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PROMO_CODE_MAX, shareMessage } from '../../../src/modules/referral/settings.ts'

describe('referral', () => {
  it('fills the message template', () => {
    expect(shareMessage('Код {code}. Приложение: {applink}', 'AB12', 'https://x')).toBe(
      'Код AB12. Приложение: https://x',
    )
  })
  it('limits the promo code to 16 characters', () => {
    expect(PROMO_CODE_MAX).toBe(16)
  })
})
