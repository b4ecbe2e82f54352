/**
 * The query layer in tests: each test starts on a fresh QueryClient (nothing cached, nothing in
 * flight from an earlier test).
 *
 *   beforeEach(() => freshQueryClient())
 *   render(withQueryClient(<GiftsScreen />))
 *
 * `renderApp` does this itself.
 */
import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { queryClient, resetQueryClient } from '../../src/core/query/client.ts'

/** Drops the previous test's cache and calls in flight; returns the new client. */
export function freshQueryClient(): QueryClient {
  return resetQueryClient()
}

/** Wraps a component tree in the app's current client (as the shell does). */
export function withQueryClient(children: ReactNode) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>
}
