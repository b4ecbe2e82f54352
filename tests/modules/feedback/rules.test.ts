// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emptyFeedbackForm, feedbackFormSchema } from '../../../src/modules/feedback/form-schema.ts'
import {
  preselectBranch,
  qualityOf,
  reviewUrls,
  shareEligible,
  shareTarget,
  starsOf,
} from '../../../src/modules/feedback/rules.ts'
import { validateWithSpecKeywords } from './validate.ts'

describe('stars and quality (shell-data §3, §9)', () => {
  it('sends stars x 2', () => {
    expect([1, 2, 3, 4, 5].map(qualityOf)).toEqual([2, 4, 6, 8, 10])
  })

  it('shows a quality of 2…10 (string or number) as stars with halves', () => {
    expect(starsOf(10)).toBe(5)
    expect(starsOf('7')).toBe(3.5)
    expect(starsOf(2)).toBe(1)
    expect(starsOf(' 9 ')).toBe(4.5)
    expect(starsOf(14)).toBe(5)
    expect(starsOf('bad')).toBe(0)
    expect(starsOf(null)).toBe(0)
  })
})

describe('branch preselection (shell-data §5)', () => {
  const one = [{ idBranch: 7 }]
  const three = [{ idBranch: 1 }, { idBranch: 2 }, { idBranch: 3 }]

  it('preselects the only branch, whatever was visited last', () => {
    expect(preselectBranch(one)).toBe(7)
    expect(preselectBranch(one, 2)).toBe(7)
  })

  it('otherwise preselects the last visited branch when it is one of the brand’s', () => {
    expect(preselectBranch(three, 2)).toBe(2)
    expect(preselectBranch(three, '3')).toBe(3)
    expect(preselectBranch(three, 9)).toBeUndefined()
    expect(preselectBranch(three)).toBeUndefined()
    expect(preselectBranch([], 2)).toBeUndefined()
  })

  it('the empty form carries the preselected branch and no stars', () => {
    expect(emptyFeedbackForm([{ idBranch: 7, name: 'A' }])).toEqual({ idBranch: 7 })
    expect(emptyFeedbackForm([], 3)).toEqual({})
  })
})

describe('external share (shell-data §9)', () => {
  const on = {
    enableCollectingNPSFeedback: true,
    enableThirdPartyFeedbackImprovement: true,
    feedbackShareThreshold: 8,
  }
  const branch = {
    idBranch: 1,
    yandexFeedbackSharingURL: 'https://yandex.example/r/1',
    googleFeedbackSharingURL: 'https://google.example/r/1',
  }

  it('appears with a review URL, both switches on and stars x 2 at the threshold or above', () => {
    expect(shareEligible(on, branch, 4)).toBe(true)
    expect(shareEligible(on, branch, 5)).toBe(true)
    expect(shareEligible(on, branch, 3)).toBe(false)
  })

  it('not without a review URL (or only an unsafe one), nor with either switch off', () => {
    expect(shareEligible(on, { idBranch: 1 }, 5)).toBe(false)
    expect(shareEligible(on, undefined, 5)).toBe(false)
    expect(
      shareEligible(on, { idBranch: 1, twoGISFeedbackSharingURL: 'javascript:alert(1)' }, 5),
    ).toBe(false)
    expect(shareEligible({ ...on, enableCollectingNPSFeedback: false }, branch, 5)).toBe(false)
    expect(shareEligible({ ...on, enableThirdPartyFeedbackImprovement: false }, branch, 5)).toBe(
      false,
    )
  })

  it('lists the sites in the order offered: Yandex, 2GIS, Google', () => {
    expect(
      reviewUrls({ ...branch, twoGISFeedbackSharingURL: 'https://2gis.example/r' }).map(
        (s) => s.site,
      ),
    ).toEqual(['yandex', 'twoGIS', 'google'])
  })

  it('leads to the only site, or to the wallet frontend’s page (token, idFeedback, idBranch)', () => {
    const saved = { idFeedback: 42, idBranch: 1, authToken: 'tok&en' }
    expect(
      shareTarget(on, { idBranch: 1, twoGISFeedbackSharingURL: 'https://2gis.example/r' }, saved),
    ).toBe('https://2gis.example/r')
    const wallet = { ...on, walletFeedbackUrl: 'https://wallet.example/feedback' }
    const url = new URL(shareTarget(wallet, branch, saved)!)
    expect(url.origin + url.pathname).toBe('https://wallet.example/feedback')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok&en',
      idFeedback: '42',
      idBranch: '1',
    })
    // Without a wallet page: the first site.
    expect(shareTarget(on, branch, saved)).toBe('https://yandex.example/r/1')
    expect(shareTarget({ ...on, walletFeedbackUrl: 'javascript:x' }, branch, saved)).toBe(
      'https://yandex.example/r/1',
    )
    expect(shareTarget(on, { idBranch: 1 }, saved)).toBeNull()
  })
})

describe('the form schema (shell-data §5)', () => {
  const branches = [
    { idBranch: 1, name: 'Тверская' },
    { idBranch: 2, name: 'Арбат' },
  ]

  it('requires a branch when one exists, and no branch field without any', () => {
    const schema = feedbackFormSchema(branches)
    expect(validateWithSpecKeywords(schema, { rating: 5 })).toEqual(['required:idBranch'])
    expect(validateWithSpecKeywords(schema, { rating: 5, idBranch: 2 })).toEqual([])
    expect(validateWithSpecKeywords(schema, { rating: 5, idBranch: 9 })).not.toEqual([])
    const none = feedbackFormSchema([])
    expect(none.properties).not.toHaveProperty('idBranch')
    expect(validateWithSpecKeywords(none, { rating: 1 })).toEqual([])
  })

  it('requires the comment only without a rating; stars are 1 to 5', () => {
    const schema = feedbackFormSchema([])
    expect(validateWithSpecKeywords(schema, {})).toEqual(['required:content'])
    expect(validateWithSpecKeywords(schema, { content: 'Хорошо' })).toEqual([])
    expect(validateWithSpecKeywords(schema, { rating: 6 })).not.toEqual([])
    expect(validateWithSpecKeywords(schema, { rating: 0, content: 'x' })).not.toEqual([])
    expect(validateWithSpecKeywords(schema, { rating: 3, content: 'x'.repeat(2001) })).not.toEqual(
      [],
    )
  })
})
