/**
 * The one error boundary (react-error-boundary), in its own chunk: the first paint (the loading
 * screen) draws nothing that needs it; screens, popups and slot widgets do, and they all come
 * after the modules have loaded. The registry starts loading it together with the modules
 * (`preloadErrorBoundary`), so no screen waits for it. It suspends until its chunk is there:
 * put it inside a Suspense.
 *
 * Every error a boundary catches is also reported (core/telemetry/errors.ts: sent when the
 * brand's settings carry a dsn, outside developer mode), before the boundary's own `onError`.
 */
import { type ComponentType } from 'react'
import type * as ReactErrorBoundary from 'react-error-boundary'
import type { ErrorBoundaryProps } from 'react-error-boundary'
import { lazyComponent } from './lazy-component.ts'
import type { captureError } from './telemetry/errors.ts'

type Library = typeof ReactErrorBoundary

let chunk: Promise<Library> | null = null

/** Starts loading the boundary's chunk (once; again after a failed load). */
export function preloadErrorBoundary(): Promise<Library> {
  chunk ??= import('react-error-boundary').catch((error: unknown) => {
    chunk = null
    throw error
  })
  return chunk
}

type Capture = typeof captureError

function reporting(
  Boundary: Library['ErrorBoundary'],
  capture: Capture,
): ComponentType<ErrorBoundaryProps> {
  return function ReportingErrorBoundary(props: ErrorBoundaryProps) {
    return (
      <Boundary
        {...props}
        onError={(error, info) => {
          capture(error, { source: 'boundary', componentStack: info.componentStack ?? '' })
          props.onError?.(error, info)
        }}
      />
    )
  }
}

// The reporter (core/telemetry/errors.ts) is not in the first chunk either: it comes with the
// boundary. Once its chunk is in, it renders without suspending (core/lazy-component.ts).
export const ErrorBoundary = lazyComponent<ErrorBoundaryProps>(() =>
  Promise.all([preloadErrorBoundary(), import('./telemetry/errors.ts')]).then(([m, telemetry]) => ({
    default: reporting(m.ErrorBoundary, telemetry.captureError),
  })),
)
