/**
 * lazyComponent: React.lazy that renders a chunk already loaded at once, without committing its
 * Suspense fallback first (issue 16: each of the home's widgets paid React's 300 ms reveal
 * throttle after a fallback, though its chunk had been preloaded).
 */
import { act, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyComponent, useArrived } from '../../src/core/lazy-component.ts'

function deferred() {
  let resolve: (m: { default: () => ReactNode }) => void = () => {}
  let reject: (e: Error) => void = () => {}
  const promise = new Promise<{ default: () => ReactNode }>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>broken: {this.state.error.message}</p> : this.props.children
  }
}

describe('lazyComponent', () => {
  it('suspends while its chunk is on its way, then shows it', async () => {
    const chunk = deferred()
    const loader = vi.fn(() => chunk.promise)
    const Widget = lazyComponent(loader)
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Widget />
      </Suspense>,
    )
    expect(screen.getByText('waiting')).toBeInTheDocument()
    expect(Widget.settled()).toBe(false)
    await act(async () => chunk.resolve({ default: () => <p>the widget</p> }))
    expect(await screen.findByText('the widget')).toBeInTheDocument()
    expect(Widget.settled()).toBe(true)
    expect(loader).toHaveBeenCalledOnce()
  })

  it('renders a preloaded chunk in the first commit: its fallback is never shown', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: () => <p>the widget</p> }))
    const Widget = lazyComponent(loader)
    await Widget.preload()
    expect(Widget.settled()).toBe(true)
    const fallback = vi.fn(() => <p>waiting</p>)
    const Fallback = fallback
    render(
      <Suspense fallback={<Fallback />}>
        <Widget />
      </Suspense>,
    )
    // Synchronously after render: no retry was needed.
    expect(screen.getByText('the widget')).toBeInTheDocument()
    expect(fallback).not.toHaveBeenCalled()
    expect(loader).toHaveBeenCalledOnce()
  })

  it('passes its props through', async () => {
    const Widget = lazyComponent<{ name: string }>(() =>
      Promise.resolve({ default: ({ name }: { name: string }) => <p>hello {name}</p> }),
    )
    await Widget.preload()
    render(<Widget name="Anna" />)
    expect(screen.getByText('hello Anna')).toBeInTheDocument()
  })

  it('a failed chunk reaches the error boundary, and preload never rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const chunk = deferred()
    const Widget = lazyComponent(() => chunk.promise)
    const preloaded = Widget.preload()
    render(
      <Boundary>
        <Suspense fallback={<p>waiting</p>}>
          <Widget />
        </Suspense>
      </Boundary>,
    )
    await act(async () => chunk.reject(new Error('chunk failed')))
    await expect(preloaded).resolves.toBeUndefined()
    expect(await screen.findByText('broken: chunk failed')).toBeInTheDocument()
    expect(Widget.settled()).toBe(true)
    vi.restoreAllMocks()
  })
})

describe('useArrived', () => {
  function Part({ Widget }: { Widget: ReturnType<typeof lazyComponent<object>> }) {
    return useArrived(Widget) ? <Widget /> : <p>not yet</p>
  }

  it('shows the part once its chunk is in, never a fallback', async () => {
    const chunk = deferred()
    const Widget = lazyComponent(() => chunk.promise)
    render(<Part Widget={Widget} />)
    expect(screen.getByText('not yet')).toBeInTheDocument()
    await act(async () => chunk.resolve({ default: () => <p>the tab bar</p> }))
    expect(screen.getByText('the tab bar')).toBeInTheDocument()
  })

  it('leaves out a part whose chunk failed instead of throwing to the root', async () => {
    const chunk = deferred()
    const Widget = lazyComponent(() => chunk.promise)
    render(<Part Widget={Widget} />)
    await act(async () => chunk.reject(new Error('chunk failed')))
    expect(Widget.settled()).toBe(true)
    expect(Widget.arrived()).toBe(false)
    expect(screen.getByText('not yet')).toBeInTheDocument()
  })
})
