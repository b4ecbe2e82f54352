// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { walletLink } from '../../../src/modules/getwallet/link.ts'

const s = { ios: 'https://w/ios', android: 'https://w/android', url: 'https://w/web' }

describe('wallet pass link', () => {
  it('picks the platform’s link, else the general url', () => {
    expect(walletLink(s, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(
      'https://w/ios',
    )
    expect(walletLink(s, 'Mozilla/5.0 (Linux; Android 14)')).toBe('https://w/android')
    expect(walletLink(s, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe('https://w/web')
    expect(walletLink({ url: 'https://w/web' }, 'iPhone')).toBe('https://w/web')
    expect(walletLink({}, 'iPhone')).toBe('')
  })
})
