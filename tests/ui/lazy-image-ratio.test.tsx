/**
 * A LazyImage of a kind takes the kind's ratio from pwa/ratios.json before its picture loads
 * (core/brand/image-ratios.ts); without a kind nothing is fetched.
 */
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetImageRatios } from '../../src/core/brand/image-ratios.ts'
import { LazyImage } from '../../src/ui/image/lazy-image.tsx'

afterEach(() => {
  resetImageRatios()
  vi.unstubAllGlobals()
})

describe('LazyImage ratio', () => {
  it('a news picture takes the news ratio once the file arrives', async () => {
    const fetcher = vi.fn(
      async () =>
        new Response(JSON.stringify({ news: 1.7778 }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetcher)
    render(<LazyImage src="/rest/image/n-1/0/600/scale.png" alt="Новость" kind="news" />)
    const place = screen.getByRole('img', { name: 'Новость' }).parentElement!
    await waitFor(() => expect(place.style.getPropertyValue('--ui-image-ratio')).toBe('1.7778'))
    expect(place).toHaveAttribute('data-ratio')
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('without a kind nothing is fetched and the styles decide the shape', () => {
    const fetcher = vi.fn()
    vi.stubGlobal('fetch', fetcher)
    render(<LazyImage src="/rest/image/n-1/0/600/scale.png" alt="Фото" />)
    const place = screen.getByRole('img', { name: 'Фото' }).parentElement!
    expect(place.style.getPropertyValue('--ui-image-ratio')).toBe('')
    expect(place).not.toHaveAttribute('data-ratio')
    expect(fetcher).not.toHaveBeenCalled()
  })
})
