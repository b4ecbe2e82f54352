/**
 * <Slot eager={n} after={…}>: the first n widgets render at once, the rest once those have
 * painted, and what follows the slot once every widget has painted (issue 16: widgets below
 * the fold load after the first paint; nothing arriving later pushes the buttons down).
 */
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { preloadErrorBoundary } from '../../src/core/error-boundary.tsx'
import { holdFirstScreen } from '../../src/core/first-screen.ts'
import type { Lazy, SlotWidgetProps } from '../../src/core/module.ts'
import {
  Slot,
  SLOT_AFTER_MAX,
  SLOT_DEFER_MAX,
  SlotProvider,
  useFirstPaint,
  type ResolvedSlot,
} from '../../src/core/slot.tsx'
import { waitUntil } from '../helpers/wait.ts'

/** A widget whose chunk loads when the test says; `asked` tells whether it was requested. */
function widget(name: string) {
  let release: () => void = () => {}
  const state = { asked: false }
  // Its heading says whether it renders with the first paint (its pictures' priority).
  const Widget = () => <h2 data-first-paint={String(useFirstPaint())}>{name}</h2>
  const loader: Lazy<SlotWidgetProps> = () => {
    state.asked = true
    return new Promise((resolve) => {
      release = () => resolve({ default: Widget } as Awaited<ReturnType<Lazy<SlotWidgetProps>>>)
    })
  }
  return { loader, state, release: () => act(async () => release()) }
}

function renderSlot(widgets: ReturnType<typeof widget>[], eager?: number, pending?: boolean) {
  const slot: ResolvedSlot = {
    entries: widgets.map((w, i) => ({ module: `m${i}`, loader: w.loader, settings: {} })),
    missing: [],
  }
  return render(
    <SlotProvider value={{ resolve: () => slot, report: () => {} }}>
      <Slot
        name="home"
        eager={eager}
        after={<button type="button">After</button>}
        pending={pending ? <p role="status" aria-label="Pending" /> : undefined}
      />
    </SlotProvider>,
  )
}

// The widgets' error boundary is a chunk of its own: loaded first, so that the widgets' own
// loaders run at once (slow on a busy machine, it would outlast SLOT_DEFER_MAX).
beforeAll(async () => {
  await preloadErrorBoundary()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Slot eager and after', () => {
  it('loads the widgets after the eager ones once those have painted, then shows what follows', async () => {
    // The SLOT_DEFER_MAX fallback moves only as the checks below advance the clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const [a, b, c] = [widget('A'), widget('B'), widget('C')]
    renderSlot([a, b, c], 1)
    await waitUntil(() => expect(a.state.asked).toBe(true))
    expect(b.state.asked).toBe(false)
    expect(screen.queryByRole('button', { name: 'After' })).not.toBeInTheDocument()
    await a.release()
    await waitUntil(() => screen.getByRole('heading', { name: 'A' }))
    await waitUntil(() => expect(b.state.asked && c.state.asked).toBe(true))
    expect(screen.queryByRole('button', { name: 'After' })).not.toBeInTheDocument()
    await b.release()
    await c.release()
    await waitUntil(() => screen.getByRole('button', { name: 'After' }))
    // In settings order.
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['A', 'B', 'C'])
    // Only the eager one is told it is on the first paint; those after it may still be on the
    // first screen: their pictures go by where they are ('in-view', LazyImage).
    expect(screen.getAllByRole('heading').map((h) => h.dataset.firstPaint)).toEqual([
      'true',
      'in-view',
      'in-view',
    ])
  })

  it('does not wait longer than SLOT_DEFER_MAX (the widgets) and SLOT_AFTER_MAX (what follows) for a widget that never loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const [a, b] = [widget('A'), widget('B')]
    renderSlot([a, b], 1)
    await waitUntil(() => expect(a.state.asked).toBe(true))
    await act(() => vi.advanceTimersByTimeAsync(SLOT_DEFER_MAX))
    await waitUntil(() => expect(b.state.asked).toBe(true))
    // What follows waits longer: shown under a widget still to come, it would be pushed down.
    expect(screen.queryByRole('button', { name: 'After' })).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(SLOT_AFTER_MAX - SLOT_DEFER_MAX))
    expect(screen.getByRole('button', { name: 'After' })).toBeInTheDocument()
  })

  it('shows a widget whose chunk came first only once those above it have painted', async () => {
    const [a, b] = [widget('A'), widget('B')]
    renderSlot([a, b], 2)
    // Both chunks load at once.
    await waitUntil(() => expect(a.state.asked && b.state.asked).toBe(true))
    await b.release()
    // B is in, but A above it is not yet: B waits rather than be pushed down by A.
    expect(screen.queryByRole('heading', { name: 'B' })).not.toBeInTheDocument()
    await a.release()
    await waitUntil(() => screen.getByRole('heading', { name: 'B' }))
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['A', 'B'])
  })

  it('keeps one placeholder below the painted widgets until the last one shows, never a blank', async () => {
    const [a, b, c] = [widget('A'), widget('B'), widget('C')]
    renderSlot([a, b, c], 1, true)
    const placeholders = () => screen.queryAllByRole('status', { name: 'Pending' })
    // Before any chunk: the placeholder alone.
    expect(placeholders()).toHaveLength(1)
    await a.release()
    await waitUntil(() => screen.getByRole('heading', { name: 'A' }))
    // A is in, B on its way: the placeholder stands below A from the same moment (no blank
    // between A's arrival and its paint).
    expect(placeholders()).toHaveLength(1)
    const [first] = placeholders()
    expect(
      screen.getByRole('heading', { name: 'A' }).compareDocumentPosition(first!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    await waitUntil(() => expect(b.state.asked && c.state.asked).toBe(true))
    await c.release()
    // C is in but waits for B: still one placeholder, under A, and no C yet.
    expect(screen.queryByRole('heading', { name: 'C' })).not.toBeInTheDocument()
    expect(placeholders()).toHaveLength(1)
    await b.release()
    await waitUntil(() => screen.getByRole('button', { name: 'After' }))
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['A', 'B', 'C'])
    expect(placeholders()).toHaveLength(0)
  })

  it('mounts a widget after the eager ones only once the first screen’s pictures are in, at most SLOT_DEFER_MAX', async () => {
    const [a, b, c] = [widget('A'), widget('B'), widget('C')]
    renderSlot([a, b, c], 1)
    await a.release()
    await waitUntil(() => expect(b.state.asked && c.state.asked).toBe(true))
    // A's picture on the first screen is still on its way: B and C are in but wait under it.
    const release = holdFirstScreen()
    await b.release()
    await c.release()
    expect(screen.queryByRole('heading', { name: 'B' })).not.toBeInTheDocument()
    act(() => release())
    await waitUntil(() => screen.getByRole('button', { name: 'After' }))
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['A', 'B', 'C'])
  })

  it('does not let a first-screen picture that never loads hold the widgets below longer than SLOT_DEFER_MAX', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const [a, b] = [widget('A'), widget('B')]
    const release = holdFirstScreen()
    try {
      renderSlot([a, b], 1)
      await a.release()
      await waitUntil(() => expect(b.state.asked).toBe(true))
      await b.release()
      expect(screen.queryByRole('heading', { name: 'B' })).not.toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(SLOT_DEFER_MAX))
      await waitUntil(() => screen.getByRole('heading', { name: 'B' }))
    } finally {
      release()
    }
  })

  it('with eager={0} reveals the widgets in order from the first, none held', async () => {
    const [a, b] = [widget('A'), widget('B')]
    const start = performance.now()
    renderSlot([a, b], 0)
    await waitUntil(() => expect(a.state.asked && b.state.asked).toBe(true))
    await a.release()
    await b.release()
    await waitUntil(() => screen.getByRole('button', { name: 'After' }))
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['A', 'B'])
    // Not by the wait running out: nothing above the first widget holds it.
    expect(performance.now() - start).toBeLessThan(SLOT_AFTER_MAX)
  })

  it('without eager renders every widget at once', async () => {
    const [a, b] = [widget('A'), widget('B')]
    renderSlot([a, b])
    await waitUntil(() => expect(a.state.asked && b.state.asked).toBe(true))
  })
})
