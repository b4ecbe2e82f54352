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

describe('LazyImage place and priority', () => {
  it('a picture of a kind has the shipped ratio from the first render, before the file answers', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    render(<LazyImage src="/rest/image/p-1/0/600/scale.png" alt="Пицца" kind="product" />)
    const place = screen.getByRole('img', { name: 'Пицца' }).parentElement!
    expect(place.style.getPropertyValue('--ui-image-ratio')).toBe('1.3333')
  })

  it('the screen’s largest picture loads at once with high priority; others lazily', () => {
    render(
      <>
        <LazyImage src="/a.png" alt="Первая" priority />
        <LazyImage src="/b.png" alt="Вторая" />
      </>,
    )
    const first = screen.getByRole('img', { name: 'Первая' })
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    const second = screen.getByRole('img', { name: 'Вторая' })
    expect(second).toHaveAttribute('loading', 'lazy')
    expect(second).not.toHaveAttribute('fetchpriority')
  })
})
