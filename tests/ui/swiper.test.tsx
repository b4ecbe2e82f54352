import { render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Swiper } from '../../src/ui/slider/swiper.tsx'

const ROW_WIDTH = 300
const CARD_WIDTH = 100

// jsdom has no layout: give the row and its cards widths, as a browser would measure them.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('role') === 'group' ? ROW_WIDTH : CARD_WIDTH
  })
})
afterEach(() => {
  vi.restoreAllMocks()
})

const cards = ['Капучино', 'Латте', 'Раф'].map((name) => <p key={name}>{name}</p>)

/** How far keen-slider moves each slide from where the flex row puts it (the gaps). */
function shifts(label: string): number[] {
  const row = screen.getByRole('group', { name: label })
  return ['Капучино', 'Латте', 'Раф'].map((name) => {
    const slide = within(row).getByText(name).parentElement!
    const match = /translate3d\((-?[\d.]+)px/.exec(slide.style.transform)
    if (!match) throw new Error(`slide ${name} is not positioned: "${slide.style.transform}"`)
    return Number(match[1])
  })
}

describe('Swiper (spec: auto-width slides with a 15 px gap)', () => {
  it('puts 15 px between neighbouring cards', async () => {
    render(<Swiper label="Подарки">{cards}</Swiper>)
    const [first, second, third] = await waitFor(() => shifts('Подарки'))
    expect(first).toBeCloseTo(0)
    expect(second! - first!).toBeCloseTo(15)
    expect(third! - second!).toBeCloseTo(15)
  })

  it('keeps a gap a caller asks for', async () => {
    render(
      <Swiper label="Подарки" spacing={8}>
        {cards}
      </Swiper>,
    )
    const [first, second, third] = await waitFor(() => shifts('Подарки'))
    expect(second! - first!).toBeCloseTo(8)
    expect(third! - second!).toBeCloseTo(8)
  })
})
