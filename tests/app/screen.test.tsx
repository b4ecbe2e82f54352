/**
 * A module screen's error boundary (src/app/screen.tsx): the one fallback, never a blank screen,
 * and 'Try again' loads the screen afresh. The boundary itself comes in its own chunk
 * (core/error-boundary.tsx), so it must be there by the time a screen fails.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScreenHost } from '../../src/app/screen.tsx'
import type { ScreenProps } from '../../src/core/module.ts'
import { renderI18n } from '../ui/i18n-render.tsx'

afterEach(() => vi.restoreAllMocks())

describe('a screen that fails', () => {
  it('shows “Что-то пошло не так...”; “Попробовать снова” loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    function Screen(_props: ScreenProps) {
      if (fail) throw new Error('screen exploded')
      return <h1>Новости</h1>
    }
    const loader = vi.fn(async () => ({ default: Screen }))
    await renderI18n(<ScreenHost screen={loader} settings={{}} params={{}} />)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Что-то пошло не так...')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }))
    expect(await screen.findByRole('heading', { name: 'Новости' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('shows the fallback when the screen’s chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const loader = vi.fn(() => Promise.reject(new Error('chunk failed')))
    await renderI18n(<ScreenHost screen={loader} settings={{}} params={{}} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Что-то пошло не так...')
  })
})
