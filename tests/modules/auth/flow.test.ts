// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { stepFromUrl, stepUrl, type Step } from '../../../src/modules/auth/flow.ts'

const roundTrip = (step: Step, openProfile = false) => {
  const url = new URL(stepUrl(step, openProfile), 'http://x')
  return stepFromUrl(url.pathname, url.search)
}

describe('sign-in routes and their params (accounts-loyalty §2)', () => {
  it('puts each step on its route', () => {
    expect(stepUrl({ name: 'phone' })).toBe('/auth')
    expect(stepUrl({ name: 'password', phone: '79990000001' }, true)).toBe(
      '/auth/password?phone=79990000001&openProfile=1',
    )
    expect(stepUrl({ name: 'code', phone: '7999', fromRegistration: true })).toBe(
      '/auth/pincode?phone=7999&fromRegistration=1',
    )
    expect(stepUrl({ name: 'pin', phone: '7999', mode: 'set', fromProfile: true })).toBe(
      '/auth/pin?phone=7999&mode=set&fromProfile=1',
    )
    expect(stepUrl({ name: 'registration', phone: '7999' })).toBe('/registration?username=7999')
  })

  it('reads the step back from the page', () => {
    const steps: Step[] = [
      { name: 'phone' },
      { name: 'password', phone: '79990000001' },
      { name: 'code', phone: '79990000001', fromRegistration: true, then: undefined },
      { name: 'code', phone: '79990000001', fromRegistration: false, then: 'pin' },
      {
        name: 'pin',
        phone: '79990000001',
        mode: 'signin',
        fromRegistration: false,
        fromProfile: false,
      },
      {
        name: 'pin',
        phone: '79990000001',
        mode: 'set',
        fromRegistration: true,
        fromProfile: false,
      },
      { name: 'registration', phone: '79990000001' },
    ]
    for (const step of steps) expect(roundTrip(step)).toEqual(step)
  })

  it('has no step without its phone', () => {
    expect(stepFromUrl('/auth/password', '')).toBeNull()
    expect(stepFromUrl('/auth/unknown', '?phone=1')).toBeNull()
    expect(stepFromUrl('/auth/', '')).toEqual({ name: 'phone' })
  })
})
