/**
 * A module screen's error boundary (src/app/screen.tsx): the one fallback, never a blank screen,
 * and 'Try again' loads the screen afresh. The boundary itself comes in its own chunk
 * (core/error-boundary.tsx), so it must be there by the time a screen fails.
 */
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScreenHost } from '../../src/app/screen.tsx'
import { ErrorBoundary, preloadErrorBoundary } from '../../src/core/error-boundary.tsx'
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

describe('a screen whose chunk arrives', () => {
  it('shows the skeleton until its chunk is in, then the screen, loading the chunk once', async () => {
    await preloadErrorBoundary()
    await ErrorBoundary.preload()
    let arrive: (m: { default: (p: ScreenProps) => React.ReactNode }) => void = () => {}
    const loader = vi.fn(
      () => new Promise<{ default: (p: ScreenProps) => React.ReactNode }>((r) => (arrive = r)),
    )
    await renderI18n(<ScreenHost screen={loader} settings={{}} params={{}} />)
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument()
    await act(async () => arrive({ default: () => <h1>Новости</h1> }))
    // The skeleton is a plain render while the chunk loads (no Suspense fallback, whose reveal
    // React holds 300 ms: measured in docs/performance.md session 19), the screen as it arrives.
    expect(screen.getByRole('heading', { name: 'Новости' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Загрузка' })).not.toBeInTheDocument()
    expect(loader).toHaveBeenCalledOnce()
  })
})
