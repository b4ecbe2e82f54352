/**
 * The query layer in tests: each test starts on a fresh QueryClient (nothing cached, nothing in
 * flight from an earlier test, no delayed reaction pending).
 *
 *   beforeEach(() => freshQueryClient())
 *
 * `renderApp` does this itself.
 */
import type { QueryClient } from '@tanstack/react-query'
import { resetQueryClient } from '../../src/core/query/client.ts'

/** Drops the previous test's cache and calls in flight; returns the new client. */
export function freshQueryClient(): QueryClient {
  return resetQueryClient()
}
