import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { on } from '../../../src/core/events.ts'
import { validateModuleSettings } from '../../../registry/index.ts'
import StampcardWidget from '../../../src/modules/stampcard/stampcard-widget.tsx'
import { renderI18n } from '../../ui/i18n-render.tsx'
import { moduleSettings } from '../../helpers/module-settings.ts'

const base = moduleSettings('stampcard', {
  stampsToReward: 10,
  userStamps: 4,
  type: 'stamps',
  title: 'Десятый кофе в подарок',
  text: 'Покупайте кофе и получайте штамп.',
  blockTitle: 'Штамп-карта',
})

describe('stamp card block', () => {
  it('draws one stamp per slot with the counter', async () => {
    await renderI18n(<StampcardWidget settings={base} />, 'en')
    const row = await screen.findByRole('list', { name: '4 of 10 stamps' })
    expect(within(row).getAllByRole('listitem')).toHaveLength(10)
    expect(screen.getByText('Покупайте кофе и получайте штамп.')).toBeInTheDocument()
  })

  it('a reduced card of ten drops the text and draws all ten stamps, five in a row', async () => {
    await renderI18n(<StampcardWidget settings={{ ...base, isReduced: true, reduceBy: 4 }} />, 'en')
    const row = await screen.findByRole('list', { name: '4 of 10 stamps' })
    const items = within(row).getAllByRole('listitem')
    expect(items).toHaveLength(10)
    expect(items[0]).toHaveAccessibleName('Stamp 1: collected')
    expect(items[4]).toHaveAccessibleName('Stamp 5: not yet')
    expect(row.style.getPropertyValue('--stamp-columns')).toBe('5')
    expect(screen.queryByText('Покупайте кофе и получайте штамп.')).not.toBeInTheDocument()
  })

  it('a reduced card over twelve folds the first stamps into one slot', async () => {
    const settings = { ...base, stampsToReward: 16, isReduced: true, reduceBy: 4 }
    await renderI18n(<StampcardWidget settings={settings} />, 'en')
    const row = await screen.findByRole('list', { name: '4 of 16 stamps' })
    const items = within(row).getAllByRole('listitem')
    expect(items).toHaveLength(12)
    expect(items[0]).toHaveAccessibleName('Stamps 1–5: 4 collected')
    // Some of the folded stamps collected: the fold says how many.
    expect(items[0]).toHaveTextContent('4/5')
    expect(items[1]).toHaveAccessibleName('Stamp 6: not yet')
    expect(row.style.getPropertyValue('--stamp-columns')).toBe('6')
  })
})

describe('stamp card texts (issue 12: «напиток в / подарок.» never)', () => {
  it('sets the title and text by the typograph', async () => {
    const settings = { ...base, text: 'Каждый десятый напиток в подарок.' }
    await renderI18n(<StampcardWidget settings={settings} />, 'ru')
    expect(screen.getByRole('heading', { name: /^Десятый кофе/ }).textContent).toBe(
      'Десятый кофе в\u00a0подарок',
    )
    expect(screen.getByText(/^Каждый десятый/).textContent).toBe(
      'Каждый десятый напиток в\u00a0подарок.',
    )
  })
})

describe('stamp card reward', () => {
  it('a full card offers the reward, which opens the bonus QR card (bonus:open-qr)', async () => {
    const openQr = vi.fn()
    onTestFinished(on('bonus:open-qr', openQr))
    await renderI18n(<StampcardWidget settings={{ ...base, userStamps: 10 }} />, 'en')
    const reward = screen.getByRole('button', { name: 'Get the reward' })
    expect(openQr).not.toHaveBeenCalled()
    await userEvent.click(reward)
    expect(openQr).toHaveBeenCalledOnce()
  })

  it('offers no reward one stamp short', async () => {
    await renderI18n(<StampcardWidget settings={{ ...base, userStamps: 9 }} />, 'en')
    expect(await screen.findByRole('list', { name: '9 of 10 stamps' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Get the reward' })).not.toBeInTheDocument()
  })

  it('the progress-bar card offers the reward too', async () => {
    const openQr = vi.fn()
    onTestFinished(on('bonus:open-qr', openQr))
    await renderI18n(
      <StampcardWidget settings={{ ...base, type: 'progress', userStamps: 10 }} />,
      'en',
    )
    expect(screen.getByRole('progressbar', { name: 'Штамп-карта' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Get the reward' }))
    expect(openQr).toHaveBeenCalledOnce()
  })
})

describe('stamp card settings', () => {
  it('refuses a card of more stamps than a card can show (1.8 billion slots ran the heap out)', async () => {
    const checked = await validateModuleSettings('stampcard', {
      ...base,
      stampsToReward: 1865465431,
    })
    expect(checked.ok).toBe(false)
    expect(
      await validateModuleSettings('stampcard', { ...base, stampsToReward: 100 }),
    ).toMatchObject({
      ok: true,
    })
  })
})
