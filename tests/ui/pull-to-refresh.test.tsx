import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { pullDistance, PullToRefresh } from '../../src/ui/pull-to-refresh/pull-to-refresh.tsx'
import { renderI18n } from './i18n-render.tsx'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

async function setup(onRefresh: () => Promise<unknown>) {
  await renderI18n(
    <PullToRefresh onRefresh={onRefresh} threshold={60}>
      <p>Контент</p>
    </PullToRefresh>,
  )
  return screen.getByText('Контент')
}

describe('PullToRefresh', () => {
  it('resists the pull: half speed, capped at twice the threshold', () => {
    expect(pullDistance(-10, 60)).toBe(0)
    expect(pullDistance(100, 60)).toBe(50)
    expect(pullDistance(1000, 60)).toBe(120)
  })

  it('refreshes after a mouse drag past the threshold and announces it', async () => {
    const job = deferred()
    const onRefresh = vi.fn(() => job.promise)
    const content = await setup(onRefresh)
    fireEvent.mouseDown(content, { clientY: 10, button: 0 })
    fireEvent.mouseMove(window, { clientY: 60 })
    expect(screen.getByRole('status')).toHaveTextContent('Потяните вниз, чтобы обновить')
    fireEvent.mouseMove(window, { clientY: 200 })
    expect(screen.getByRole('status')).toHaveTextContent('Отпустите, чтобы обновить')
    fireEvent.mouseUp(window)
    await act(async () => {})
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent('Обновление…')
    await act(async () => job.resolve())
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('works by touch too', async () => {
    const onRefresh = vi.fn(() => Promise.resolve())
    const content = await setup(onRefresh)
    fireEvent.touchStart(content, { touches: [{ clientY: 0 }] })
    fireEvent.touchMove(content, { touches: [{ clientY: 300 }] })
    fireEvent.touchEnd(content)
    await act(async () => {})
    expect(onRefresh).toHaveBeenCalledTimes(1)
  })

  it('does nothing for a short pull', async () => {
    const onRefresh = vi.fn(() => Promise.resolve())
    const content = await setup(onRefresh)
    fireEvent.mouseDown(content, { clientY: 0, button: 0 })
    fireEvent.mouseMove(window, { clientY: 50 })
    fireEvent.mouseUp(window)
    await act(async () => {})
    expect(onRefresh).not.toHaveBeenCalled()
  })

  it('does nothing when the content is scrolled down', async () => {
    const onRefresh = vi.fn(() => Promise.resolve())
    await renderI18n(
      <div data-testid="scroller">
        <PullToRefresh onRefresh={onRefresh}>
          <p>Контент</p>
        </PullToRefresh>
      </div>,
    )
    screen.getByTestId('scroller').scrollTop = 100
    const content = screen.getByText('Контент')
    fireEvent.mouseDown(content, { clientY: 0, button: 0 })
    fireEvent.mouseMove(window, { clientY: 400 })
    fireEvent.mouseUp(window)
    await act(async () => {})
    expect(onRefresh).not.toHaveBeenCalled()
  })
})
