/**
 * The related switch (spec catalog §4 Related switch, §8): a signed-in person switching domain
 * triggers send-client-to-related, which yields a new auth token for that domain; a guest just
 * switches. `switchDomain` then emits `domain:changed`: the shell closes the overlays, registers
 * the device and reloads app data from the new domain (the API base follows session.domain),
 * and the catalog clears its basket and categories. A failure goes to the common error handler.
 */
import { ApiError } from '../../core/api/errors.ts'
import { showError, withBusy } from '../../core/overlay.ts'
import { appData } from '../../core/state/app-data.ts'
import { session, switchDomain } from '../../core/state/session.ts'
import { sendClientToRelated } from './api.ts'

/** The person is signed in (has an idUser). */
export function isSignedIn(): boolean {
  const id: unknown = appData.data?.user?.idUser
  return id !== null && id !== undefined && id !== ''
}

/** Switches to `domain`; true when it switched. The current domain is a no-op. */
export async function switchToRelated(domain: string): Promise<boolean> {
  if (!domain || domain === session.domain) return false
  if (!isSignedIn()) {
    switchDomain(domain)
    return true
  }
  try {
    const token = await withBusy((signal) => sendClientToRelated(domain, signal))
    switchDomain(domain, token)
    return true
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'cancelled')) showError(error)
    return false
  }
}
