/**
 * pwa/ratios.json from the static host (shell-data §7): the ratio of each kind of picture, loaded
 * once; a broken file or a failed request leaves the places with their own styles' shapes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readFileSync } from 'node:fs'
import {
  imageRatios,
  loadImageRatios,
  parseImageRatios,
  resetImageRatios,
} from '../../../src/core/brand/image-ratios.ts'

afterEach(() => resetImageRatios())

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('image ratios', () => {
  it('keeps named positive ratios only', () => {
    expect(
      parseImageRatios({ news: 1.7778, logo: 1, bad: -1, huge: 50, 'Bad Key': 2, text: '1.5' }),
    ).toEqual({ news: 1.7778, logo: 1 })
    expect(parseImageRatios([1, 2])).toEqual({})
    expect(parseImageRatios(null)).toEqual({})
  })

  it('the file the app ships is valid and names every kind', () => {
    const file = JSON.parse(readFileSync('public/pwa/ratios.json', 'utf8')) as unknown
    expect(Object.keys(parseImageRatios(file)).sort()).toEqual(
      ['action', 'gift', 'logo', 'news', 'offer', 'product', 'related'].sort(),
    )
  })

  it('loads once from the static host, beside the app, at low priority', async () => {
    const fetcher = vi.fn(async () => answer({ news: 2, gift: 1.5 }))
    await Promise.all([loadImageRatios(fetcher), loadImageRatios(fetcher)])
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher.mock.calls[0]).toEqual([
      `${window.location.origin}/pwa/ratios.json`,
      { credentials: 'omit', priority: 'low' },
    ])
    expect(imageRatios.state).toBe('loaded')
    expect(imageRatios.ratios).toEqual({ news: 2, gift: 1.5 })
  })

  it('a failure leaves no ratios', async () => {
    await loadImageRatios(vi.fn(async () => answer({}, 404)))
    expect(imageRatios.state).toBe('failed')
    expect(imageRatios.ratios).toEqual({})
  })
})
