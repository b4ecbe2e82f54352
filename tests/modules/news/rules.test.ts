// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/core/api/errors.ts'
import { toNewsItems } from '../../../src/modules/news/api.ts'
import {
  isNewsAllLoaded,
  newsDate,
  newsErrorText,
  NEWS_LIMIT,
} from '../../../src/modules/news/rules.ts'
import { newsTexts } from '../../../src/modules/news/texts.ts'
import { errorTexts } from '../../../src/core/api/errors.ts'

describe('news all-loaded rule (accounts-loyalty §4 News list)', () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => ({ idNews: i + 1 }))

  it('is the spec’s limit of 10 by default', () => {
    expect(NEWS_LIMIT).toBe(10)
  })

  it('is all loaded when a page returns fewer items than the limit, or none', () => {
    expect(isNewsAllLoaded(page(9), 10)).toBe(true)
    expect(isNewsAllLoaded(page(1), 10)).toBe(true)
    expect(isNewsAllLoaded(page(0), 10)).toBe(true)
    expect(isNewsAllLoaded(page(0), 1)).toBe(true)
  })

  it('asks for more after a full page', () => {
    expect(isNewsAllLoaded(page(10), 10)).toBe(false)
    expect(isNewsAllLoaded(page(6), 6)).toBe(false)
    expect(isNewsAllLoaded(page(1), 1)).toBe(false)
  })
})

describe('news date (accounts-loyalty §9 Dates)', () => {
  const now = new Date(2026, 10, 23, 12, 0)

  it('omits the year in the current year', () => {
    expect(newsDate('2026-03-05T09:00:00', 'ru', now)).toBe('5 марта')
    expect(newsDate('2026-03-05T09:00:00', 'en', now)).toBe('5 March')
    expect(newsDate('2026-01-01 00:00:00', 'ru', now)).toBe('1 января')
  })

  it('shows the year for another year, before or after', () => {
    expect(newsDate('2025-12-31T18:00:00', 'ru', now)).toBe('31 декабря 2025')
    expect(newsDate('2025-03-05', 'en', now)).toBe('5 March 2025')
    expect(newsDate('2027-01-02', 'ru', now)).toBe('2 января 2027')
  })

  it('shows nothing for a missing or broken date', () => {
    expect(newsDate('', 'ru', now)).toBe('')
    expect(newsDate(null, 'ru', now)).toBe('')
    expect(newsDate('not a date', 'ru', now)).toBe('')
  })
})

describe('news popup error text (accounts-loyalty §4 News popup, §8)', () => {
  it('is the server’s own message when it sent one', () => {
    const error = new ApiError('server', { message: 'Новость снята с публикации', status: 404 })
    expect(newsErrorText(error)).toBe('Новость снята с публикации')
  })

  it('is the spec’s not-found text otherwise', () => {
    expect(newsErrorText(new ApiError('server'))).toBe(newsTexts.notFound)
    expect(newsErrorText(new ApiError('http', { status: 500 }))).toBe(newsTexts.notFound)
    expect(newsErrorText(new ApiError('malformed'))).toBe(newsTexts.notFound)
    expect(newsErrorText(new Error('news 3 not found'))).toBe(newsTexts.notFound)
  })

  it('names a lost connection or a timeout with the spec’s global texts', () => {
    expect(newsErrorText(new ApiError('network'))).toBe(errorTexts.network)
    expect(newsErrorText(new ApiError('timeout'))).toBe(errorTexts.timeout)
  })
})

describe('news items from the server or settings', () => {
  it('keeps items with an id, as text, and drops the rest', () => {
    expect(
      toNewsItems([
        { idNews: 3, title: 'A', date: '2026-01-01', icon: 12, content: '<p>x</p>' },
        { idNews: '4' },
        { title: 'no id' },
        null,
        'junk',
      ]),
    ).toEqual([
      { idNews: '3', title: 'A', date: '2026-01-01', icon: '12', content: '<p>x</p>' },
      { idNews: '4', title: '', date: '', icon: '', content: '' },
    ])
    expect(toNewsItems({ not: 'a list' })).toEqual([])
  })
})
