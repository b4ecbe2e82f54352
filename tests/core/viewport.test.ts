/**
 * The viewport's width is read from the window once and again after a resize (src/core/
 * viewport.ts): `innerWidth` forces the page's style and layout in Chromium (issue 16).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { viewportWidth } from '../../src/core/viewport.ts'

const realWidth = window.innerWidth

function setWidth(value: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value })
}

afterEach(() => {
  setWidth(realWidth)
  window.dispatchEvent(new Event('resize'))
})

describe('viewportWidth', () => {
  it('keeps the width it read until the window is resized', () => {
    setWidth(390)
    window.dispatchEvent(new Event('resize'))
    expect(viewportWidth()).toBe(390)
    setWidth(800)
    expect(viewportWidth()).toBe(390)
    window.dispatchEvent(new Event('resize'))
    expect(viewportWidth()).toBe(800)
  })
})
