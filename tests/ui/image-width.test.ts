// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { imageWidth, listImageWidth } from '../../src/ui/image/image-width.ts'

describe('image width by the device-width rules (shell-data §3, §7)', () => {
  it('multiplies by the pixel ratio and rounds up to the divide amount (default 50)', () => {
    expect(imageWidth(97.5, {}, 1)).toBe(100)
    expect(imageWidth(97.5, {}, 3)).toBe(300)
    expect(imageWidth(97.5, { deviceWidthImageDivideAmount: 64 }, 2)).toBe(256)
  })
  it('caps the ratio or ignores it', () => {
    expect(imageWidth(100, { deviceWidthMaxPixelRatio: 2 }, 3)).toBe(200)
    expect(imageWidth(100, { deviceWidthIgnorePixelRatio: true }, 3)).toBe(100)
  })
  it('a list image is a quarter of the window', () => {
    expect(listImageWidth({}, 390, 2)).toBe(200)
    expect(listImageWidth({}, 400, 1)).toBe(100)
  })
})
