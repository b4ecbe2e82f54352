/**
 * The one error boundary (react-error-boundary), in its own chunk: the first paint (the loading
 * screen) draws nothing that needs it; screens, popups and slot widgets do, and they all come
 * after the modules have loaded. The registry starts loading it together with the modules
 * (`preloadErrorBoundary`), so no screen waits for it. It suspends until its chunk is there:
 * put it inside a Suspense.
 */
import { lazy } from 'react'
import type * as ReactErrorBoundary from 'react-error-boundary'

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

export const ErrorBoundary = lazy(() =>
  preloadErrorBoundary().then((m) => ({ default: m.ErrorBoundary })),
)
