import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import StampcardWidget from '../../../src/modules/stampcard/stampcard-widget.tsx'
import { renderI18n } from '../../ui/i18n-render.tsx'

const base = {
  stampsToReward: 10,
  userStamps: 4,
  type: 'stamps',
  title: 'Десятый кофе в подарок',
  text: 'Покупайте кофе и получайте штамп.',
  blockTitle: 'Штамп-карта',
}

describe('stamp card block', () => {
  it('draws one stamp per slot with the counter', async () => {
    await renderI18n(<StampcardWidget settings={base} />, 'en')
    const row = await screen.findByRole('list', { name: '4 of 10 stamps' })
    expect(within(row).getAllByRole('listitem')).toHaveLength(10)
    expect(screen.getByText('Покупайте кофе и получайте штамп.')).toBeInTheDocument()
  })

  it('a reduced card drops the text and folds the first stamps into one slot', async () => {
    await renderI18n(<StampcardWidget settings={{ ...base, isReduced: true, reduceBy: 4 }} />, 'en')
    const row = await screen.findByRole('list', { name: '4 of 10 stamps' })
    const items = within(row).getAllByRole('listitem')
    expect(items).toHaveLength(6)
    expect(items[0]).toHaveAccessibleName('Stamps 1–5: 4 collected')
    expect(items[0]).toHaveTextContent('1–5')
    expect(items[1]).toHaveAccessibleName('Stamp 6: not yet')
    expect(screen.queryByText('Покупайте кофе и получайте штамп.')).not.toBeInTheDocument()
  })
})
