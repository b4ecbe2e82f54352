// @vitest-environment node
/**
 * Image URLs by the spec (shell-data §7 Images; §3 deviceWidthImageDivideAmount,
 * deviceWidthMaxPixelRatio, deviceWidthIgnorePixelRatio): default extension jpg, width half the
 * device width after the pixel ratio, rounded up to the divide amount (default 50), capped or
 * ignored by the settings; every picture of app data goes through composeImageSrc.
 */
import { describe, expect, it } from 'vitest'
import { composeImageSrc, deviceImageWidth, type ImageEnv } from '../../src/ui/image/image-url.ts'

const location = { apiBase: 'http://coffee.localhost:8158/rest/mobile/v53/', apiQuery: {} }
const env = (over: Partial<ImageEnv> = {}): ImageEnv => ({
  location,
  rules: {},
  pixelRatio: 3,
  deviceWidth: 390,
  ...over,
})

describe('the width rule', () => {
  it('half the device width times the pixel ratio, rounded up to 50', () => {
    // 390 x 3 = 1170 device pixels, half 585 -> 600
    expect(deviceImageWidth(undefined, env())).toBe(600)
    expect(deviceImageWidth(undefined, env({ pixelRatio: 2 }))).toBe(400) // 390
    expect(deviceImageWidth(undefined, env({ pixelRatio: 1 }))).toBe(200) // 195
    expect(deviceImageWidth(undefined, env({ pixelRatio: 2.625, deviceWidth: 412 }))).toBe(550) // 540.75
    expect(deviceImageWidth(undefined, env({ pixelRatio: 3, deviceWidth: 430 }))).toBe(650) // 645
    expect(deviceImageWidth(undefined, env({ pixelRatio: 1, deviceWidth: 1280 }))).toBe(650) // 640
  })

  it("'full' is the whole device width; a number is that CSS width", () => {
    expect(deviceImageWidth('full', env())).toBe(1200) // 1170
    expect(deviceImageWidth('full', env({ pixelRatio: 2, deviceWidth: 360 }))).toBe(750) // 720
    expect(deviceImageWidth(160, env())).toBe(500) // 480
    expect(deviceImageWidth(80, env({ pixelRatio: 1 }))).toBe(100)
  })

  it('the divide amount, a cap on the pixel ratio, or no pixel ratio at all', () => {
    expect(deviceImageWidth(undefined, env({ rules: { deviceWidthImageDivideAmount: 100 } }))).toBe(
      600,
    )
    expect(deviceImageWidth(undefined, env({ rules: { deviceWidthImageDivideAmount: 64 } }))).toBe(
      640,
    )
    expect(deviceImageWidth(undefined, env({ rules: { deviceWidthMaxPixelRatio: 2 } }))).toBe(400)
    expect(
      deviceImageWidth(undefined, env({ pixelRatio: 1.5, rules: { deviceWidthMaxPixelRatio: 2 } })),
    ).toBe(300) // 292.5: the cap only lowers
    expect(deviceImageWidth(undefined, env({ rules: { deviceWidthIgnorePixelRatio: true } }))).toBe(
      200,
    )
    expect(
      deviceImageWidth(
        'full',
        env({ rules: { deviceWidthIgnorePixelRatio: true, deviceWidthMaxPixelRatio: 2 } }),
      ),
    ).toBe(400) // 390: ignoring wins over the cap
    // Nonsense settings fall back to the defaults.
    expect(deviceImageWidth(undefined, env({ rules: { deviceWidthImageDivideAmount: 0 } }))).toBe(
      600,
    )
  })
})

describe('image URLs', () => {
  it('an id: /rest/image/{id}/{height}/{width}/{mode}.{ext}, jpg by default', () => {
    expect(composeImageSrc(42, {}, env())).toBe(
      'http://coffee.localhost:8158/rest/image/42/0/600/scale.jpg',
    )
    expect(composeImageSrc('food-pizza-3', { width: 'full' }, env())).toBe(
      'http://coffee.localhost:8158/rest/image/food-pizza-3/0/1200/scale.jpg',
    )
    expect(composeImageSrc('7', { ext: 'png', width: 97.5 }, env({ pixelRatio: 2 }))).toBe(
      'http://coffee.localhost:8158/rest/image/7/0/200/scale.png',
    )
    expect(
      composeImageSrc('7', { pixels: 150, height: 150, mode: 'crop', ext: 'jpg' }, env()),
    ).toBe('http://coffee.localhost:8158/rest/image/7/150/150/crop.jpg')
  })

  it('an image-service path gets the computed width and keeps its extension', () => {
    expect(composeImageSrc('/rest/image/news-coffee-3/0/600/scale.png', {}, env())).toBe(
      'http://coffee.localhost:8158/rest/image/news-coffee-3/0/600/scale.png',
    )
    expect(
      composeImageSrc('/rest/image/logo-coffee/0/256/scale.png', { width: 'full' }, env()),
    ).toBe('http://coffee.localhost:8158/rest/image/logo-coffee/0/1200/scale.png')
    // A logo the settings sized keeps its size when asked to.
    expect(
      composeImageSrc('/rest/image/logo-coffee/0/256/scale.png', { keepSize: true }, env()),
    ).toBe('http://coffee.localhost:8158/rest/image/logo-coffee/0/256/scale.png')
    // The same host in full.
    expect(
      composeImageSrc(
        'http://coffee.localhost:8158/rest/image/a-1/0/600/scale.jpg',
        {},
        env({
          pixelRatio: 1,
        }),
      ),
    ).toBe('http://coffee.localhost:8158/rest/image/a-1/0/200/scale.jpg')
  })

  it('a fixed crop box, other files and other hosts stay as they are', () => {
    expect(composeImageSrc('/rest/image/logo-coffee/64/64/crop.png', {}, env())).toBe(
      'http://coffee.localhost:8158/rest/image/logo-coffee/64/64/crop.png',
    )
    expect(composeImageSrc('/static/banner.webp', {}, env())).toBe(
      'http://coffee.localhost:8158/static/banner.webp',
    )
    expect(composeImageSrc('https://cdn.example/rest/image/1/0/600/scale.png', {}, env())).toBe(
      'https://cdn.example/rest/image/1/0/600/scale.png',
    )
  })

  it('the brand rides in the query on an IP host; a related region uses its own host', () => {
    const ip = { apiBase: 'http://127.0.0.1:8158/rest/mobile/v53/', apiQuery: { client: 'coffee' } }
    expect(composeImageSrc(5, {}, env({ location: ip }))).toBe(
      'http://127.0.0.1:8158/rest/image/5/0/600/scale.jpg?client=coffee',
    )
    expect(composeImageSrc('/rest/image/x/0/600/scale.png?v=2', {}, env({ location: ip }))).toBe(
      'http://127.0.0.1:8158/rest/image/x/0/600/scale.png?client=coffee&v=2',
    )
    const spb = { apiBase: 'http://pizzeria-spb.localhost:8158/rest/mobile/v53/', apiQuery: {} }
    expect(composeImageSrc(5, { location: spb }, env())).toBe(
      'http://pizzeria-spb.localhost:8158/rest/image/5/0/600/scale.jpg',
    )
  })

  it('nothing, or a hostile source, gives no URL', () => {
    expect(composeImageSrc('', {}, env())).toBeNull()
    expect(composeImageSrc(undefined, {}, env())).toBeNull()
    expect(composeImageSrc(Number.NaN, {}, env())).toBeNull()
    expect(composeImageSrc('javascript:alert(1)', {}, env())).toBeNull()
    expect(composeImageSrc('data:text/html,<script>1</script>', {}, env())).toBeNull()
    expect(composeImageSrc('/\\evil.example/x.png', {}, env())).toBeNull()
  })
})
