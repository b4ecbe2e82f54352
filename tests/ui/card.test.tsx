import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Card } from '../../src/ui/card/card.tsx'
import './i18n-render.tsx'

describe('content card', () => {
  it('is one button named by its text in the order it is seen: label, kind, date, title, price', async () => {
    const onOpen = vi.fn()
    render(
      <Card
        name="Морс"
        onOpen={onOpen}
        image="/img.png"
        label="Хит"
        kind="Подарок"
        date="5 марта"
        title="Морс"
        price="150 баллов"
      />,
    )
    // WCAG 2.5.3: the visible words, in their visible order, with punctuation a reader says.
    const card = screen.getByRole('button', { name: 'Хит, Подарок: 5 марта, Морс, 150 баллов' })
    expect(card).not.toHaveAttribute('aria-label')
    for (const text of ['Хит', 'Подарок', '5 марта', 'Морс', '150 баллов'])
      expect(within(card).getByText(text)).toBeInTheDocument()
    await userEvent.setup().click(card)
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it('a hidden title keeps the name; a cut title clamps to the given lines', () => {
    const { rerender } = render(<Card name="Новость" onOpen={() => {}} image={null} date="1 мая" />)
    const card = screen.getByRole('button', { name: '1 мая, Новость' })
    // said, not shown
    expect(within(card).getByText('Новость')).toHaveClass('visually-hidden')
    rerender(<Card name="Новость" onOpen={() => {}} image={null} title="Новость" cutTitle={2} />)
    expect(within(card).getByText('Новость')).toHaveStyle({ WebkitLineClamp: '2' })
  })

  it('with its title off, shows the picture alone: no empty text strip under it', () => {
    render(<Card name="Баллы за первый заказ" onOpen={() => {}} image="/a.png" label="+80" />)
    const card = screen.getByRole('button', { name: '+80, Баллы за первый заказ' })
    // The whole text block is hidden (it had padding: a blank strip under the offer's picture).
    expect(within(card).getByText('Баллы за первый заказ').parentElement).toHaveClass(
      'visually-hidden',
    )
  })

  it('lays the date and title over the picture only when there is one', () => {
    const { rerender } = render(
      <Card name="A" onOpen={() => {}} image="/a.png" title="A" date="1 мая" titleOverImage />,
    )
    const card = screen.getByRole('button', { name: '1 мая, A' })
    // Over the picture: the text sits in the picture box, next to the image.
    const box = () => within(card).getByRole('presentation').parentElement!.parentElement!
    expect(box()).toContainElement(within(card).getByText('A'))
    expect(box()).toContainElement(within(card).getByText('1 мая'))
    rerender(<Card name="A" onOpen={() => {}} image="/a.png" title="A" />)
    expect(box()).not.toContainElement(within(card).getByText('A'))
    rerender(<Card name="A" onOpen={() => {}} image={null} title="A" titleOverImage />)
    expect(within(card).queryByRole('presentation')).toBeNull()
    expect(within(card).getByText('A')).toBeVisible()
  })

  it('keeps a number on the line of its unit in the title («0,5 л» never splits)', () => {
    render(<Card name="Морс 0,5 л" onOpen={() => {}} image={null} title="Морс 0,5 л" />)
    const card = screen.getByRole('button', { name: /^Морс 0,5\sл$/ })
    expect(card.textContent).toContain('0,5\u00a0л')
  })

  it('keeps a number with the points word after it («Капучино за 8 / баллов» never)', () => {
    render(<Card name="Капучино" onOpen={() => {}} image={null} title="Капучино за 8 баллов" />)
    const card = screen.getByRole('button', { name: /^Капучино за\s8\sбаллов$/ })
    expect(card.textContent).toContain('8\u00a0баллов')
  })
})
