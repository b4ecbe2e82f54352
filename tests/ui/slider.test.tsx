/**
 * The photo slider (ui/slider/slider.tsx): keen-slider's code loads as it mounts (ui/slider/
 * keen.ts, issue 16: out of the home's start); its dots name their slides and move to them once
 * it has started; one photo renders no slider at all.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Slider } from '../../src/ui/slider/slider.tsx'
import { renderI18n } from './i18n-render.tsx'

beforeEach(() => {
  // jsdom has no layout: each slide as wide as the slider, as a browser would measure them.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const photos = ['Пицца', 'Паста', 'Салат'].map((name) => <p key={name}>{name}</p>)

describe('Slider', () => {
  it('starts keen-slider once its code is in, and a dot moves to its slide', async () => {
    await renderI18n(<Slider label="Фото" slides={photos} />)
    const slider = screen.getByRole('group', { name: 'Фото' })
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel')
    const dots = screen.getAllByRole('button', { name: /Слайд \d/ })
    expect(dots).toHaveLength(3)
    expect(dots[0]).toHaveAttribute('aria-current', 'true')
    // keen-slider, once started, places every slide (a transform of its own)
    const slide = screen.getByRole('group', { name: '2 из 3' })
    await waitFor(() => expect(slide.style.transform).toMatch(/translate3d/))
    fireEvent.click(screen.getByRole('button', { name: 'Слайд 3' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Слайд 3' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    )
  })

  it('shows one photo without a slider or dots', async () => {
    await renderI18n(<Slider label="Фото" slides={photos.slice(0, 1)} />)
    expect(screen.getByText('Пицца')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('group', { name: 'Фото' })).not.toHaveAttribute('aria-roledescription')
  })
})
