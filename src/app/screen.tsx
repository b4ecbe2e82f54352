/**
 * A module screen: its own lazy chunk, a skeleton while it loads, and an error boundary that
 * shows 'Something went wrong...' with 'Try again' (never a blank screen).
 */
import { useLingui } from '@lingui/react/macro'
import { createElement, Suspense, useMemo, useState, type ReactNode } from 'react'
import { ErrorBoundary as LazyErrorBoundary } from '../core/error-boundary.tsx'
import { lazyComponent, useLoaded, type LazyComponent } from '../core/lazy-component.ts'
import type { Lazy, ScreenProps } from '../core/module.ts'
import type { ModuleSettings } from '../core/state/types.ts'
import { ErrorFallback } from '../ui/error-fallback/error-fallback.tsx'

const cache = new Map<Lazy<ScreenProps>, LazyComponent<ScreenProps>>()

/**
 * The screen's component: rendered at once when its chunk is in, without the fallback's commit
 * that React.lazy makes first (core/lazy-component.ts; ScreenHost waits for it).
 */
function lazyScreen(loader: Lazy<ScreenProps>): LazyComponent<ScreenProps> {
  let screen = cache.get(loader)
  if (!screen) cache.set(loader, (screen = lazyComponent(loader)))
  return screen
}

/** A busy status (role status, aria-busy): a screen reader hears «Loading», as a test sees it. */
export function ScreenSkeleton() {
  const { t } = useLingui()
  return (
    <div className="screen-skeleton" role="status" aria-busy="true" aria-label={t`Loading`}>
      <div className="skeleton-block skeleton-block--title" />
      <div className="skeleton-block" />
      <div className="skeleton-block" />
      <div className="skeleton-block skeleton-block--short" />
    </div>
  )
}

/**
 * A screen's or popup's error boundary: logs to the console and shows the one ui fallback.
 * Shows the skeleton while the boundary's chunk loads (it is not in the first chunk).
 */
export function ErrorBoundary({
  onRetry,
  children,
}: {
  onRetry?: () => void
  children: ReactNode
}) {
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <LazyErrorBoundary
        FallbackComponent={ErrorFallback}
        onError={(error) => console.error('[shell] screen failed', error)}
        onReset={() => onRetry?.()}
      >
        {children}
      </LazyErrorBoundary>
    </Suspense>
  )
}

export function ScreenHost({
  screen,
  settings,
  params,
}: {
  screen: Lazy<ScreenProps>
  settings: ModuleSettings
  params: Record<string, string | undefined>
}) {
  const [attempt, setAttempt] = useState(0)
  // `attempt` is a dependency on purpose: after a retry the chunk loads afresh.
  // The lazy component is cached per loader, so it keeps its identity across renders.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Screen = useMemo(() => lazyScreen(screen), [screen, attempt])
  // The skeleton as a plain render until the screen's chunk and the boundary's are in, then the
  // screen at once: a Suspense fallback instead makes React hold the screen's reveal until 300 ms
  // after it (issue 16: the home appeared ~300 ms after its chunk, which the start preloads).
  const ready = useLoaded(Screen, LazyErrorBoundary)
  if (!ready) return <ScreenSkeleton />
  return (
    <ErrorBoundary
      key={attempt}
      onRetry={() => {
        // A failed chunk stays failed in its lazy component: load it afresh.
        cache.delete(screen)
        setAttempt((n) => n + 1)
      }}
    >
      <Suspense fallback={<ScreenSkeleton />}>
        {createElement(Screen, { settings, params })}
      </Suspense>
    </ErrorBoundary>
  )
}
