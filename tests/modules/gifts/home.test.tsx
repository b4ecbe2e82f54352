import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { overlay } from '../../../src/core/overlay.ts'
import { provideShell } from '../../../src/core/state/ui.ts'
import type { GiftItem } from '../../../src/modules/gifts/api.ts'
import GiftsHome from '../../../src/modules/gifts/gifts-home.tsx'
import { giftsQuery } from '../../../src/modules/gifts/queries.ts'
import { queryClient } from '../../../src/core/query/client.ts'
import { currentScope } from '../../../src/core/query/keys.ts'
import { configureTestApi, networkError, stubNetwork } from '../../helpers/network.ts'
import { renderI18n } from '../../ui/i18n-render.tsx'
import { freshQueryClient } from '../../helpers/query.ts'
import { moduleSettings } from '../../helpers/module-settings.ts'

const gift = (id: number, title: string): GiftItem => ({
  key: `gift-${id}`,
  type: 'gift',
  id,
  title,
  description: '',
  icon: '',
  price: 8,
  label: '',
  idBranch: null,
})

beforeEach(() => {
  freshQueryClient()
})
afterEach(() => {
  overlay.stack.splice(0)
})

function withGifts() {
  queryClient().setQueryData(giftsQuery(currentScope()).queryKey, [
    gift(1, 'Капучино'),
    gift(2, 'Круассан'),
  ])
  const navigate = vi.fn()
  const stop = provideShell({ navigate })
  return { navigate, stop }
}

describe('gifts home slot', () => {
  it('a slide opens the gift’s page (spec: each opens /gifts/body/ with an id)', async () => {
    const { navigate, stop } = withGifts()
    await renderI18n(<GiftsHome settings={moduleSettings('gifts', { type: 'swiper' })} />, 'en')
    await userEvent.click(screen.getByRole('button', { name: /Gift: Круассан/ }))
    expect(navigate).toHaveBeenCalledWith('/gifts/body/gift-2', undefined)
    expect(overlay.stack).toHaveLength(0)
    stop()
  })

  it('a list item opens like on the gifts tab: in the popup by default', async () => {
    const { navigate, stop } = withGifts()
    await renderI18n(<GiftsHome settings={moduleSettings('gifts', { type: 'list' })} />, 'en')
    await userEvent.click(screen.getByRole('button', { name: /Gift: Капучино/ }))
    expect(navigate).not.toHaveBeenCalled()
    expect(overlay.stack.map((e) => e.request.kind)).toEqual(['popup'])
    stop()
  })
})

describe('gifts home slot when get-coupons fails (issue 10)', () => {
  it('says it could not load, with the spec’s text and a retry, not “no gifts”', async () => {
    configureTestApi()
    freshQueryClient()
    const net = stubNetwork({ 'get-coupons': networkError })
    await renderI18n(<GiftsHome settings={moduleSettings('gifts', { type: 'swiper' })} />, 'en')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load')
    expect(alert).toHaveTextContent('Failed to connect to the server')
    expect(screen.queryByText('No gifts available yet')).toBeNull()
    net.set('get-coupons', { gift: [{ id: 1, title: 'Капучино' }], coupon: [], items: ['gift-1'] })
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: /Gift: Капучино/ })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    vi.unstubAllGlobals()
  })
})
