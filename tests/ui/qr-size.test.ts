// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultQrSize } from '../../src/ui/qr-code/qr-code.tsx'

describe('QR size (spec: two thirds of the window width)', () => {
  it('is two thirds of a phone’s width, and of the app’s 500 px column on a wide screen', () => {
    expect(defaultQrSize(390)).toBe(260)
    expect(defaultQrSize(430)).toBe(287)
    expect(defaultQrSize(500)).toBe(333)
    expect(defaultQrSize(1440)).toBe(333)
    expect(defaultQrSize(150)).toBe(120)
  })
})
