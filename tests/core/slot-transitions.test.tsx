/**
 * <Slot eager={n}>: the widgets below the first screen mount in transitions, which React renders
 * in slices that yield to the browser (issue 16, TBT: the home's lists mounted in single long
 * tasks); the first screen's widgets (the eager ones and the one right after them) mount at once.
 */
import { render, screen } from '@testing-library/react'
import type { startTransition } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { preloadErrorBoundary } from '../../src/core/error-boundary.tsx'
import type { Lazy, SlotWidgetProps } from '../../src/core/module.ts'
import { Slot, SlotProvider, type ResolvedSlot } from '../../src/core/slot.tsx'
import { waitUntil } from '../helpers/wait.ts'

/** How many widgets were on the page at each of the slot's transitions (React's own, recorded). */
const transitions: number[] = []
vi.mock('react', async (original) => {
  const react = await original<{ startTransition: typeof startTransition }>()
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.push(document.querySelectorAll('h2').length)
      react.startTransition(scope)
    },
  }
})

beforeAll(async () => {
  await preloadErrorBoundary()
})

const widget =
  (name: string): Lazy<SlotWidgetProps> =>
  () =>
    Promise.resolve({ default: () => <h2>{name}</h2> })

describe('Slot transitions', () => {
  it('mounts the widgets below the first screen in transitions, the first screen’s at once', async () => {
    const names = ['A', 'B', 'C', 'D', 'E']
    const slot: ResolvedSlot = {
      entries: names.map((n) => ({ module: n, loader: widget(n), settings: {} })),
      missing: [],
    }
    render(
      <SlotProvider value={{ resolve: () => slot, report: () => {} }}>
        <Slot name="home" eager={2} after={<button type="button">After</button>} />
      </SlotProvider>,
    )
    await waitUntil(() => screen.getByRole('button', { name: 'After' }))
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(names)
    // None while the first screen's widgets (A, B and C after them) mount; D and E in
    // transitions, set off once C is on the page.
    expect(transitions.length).toBeGreaterThan(0)
    expect(Math.min(...transitions)).toBe(3)
  })
})
