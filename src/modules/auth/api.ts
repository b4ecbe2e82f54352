/**
 * The auth calls (accounts-loyalty §7). Bodies carry the current authToken where the spec says
 * so; the Authorization header carries it anyway (core/api/client.ts).
 */
import { fields, request, type Envelope } from '../../core/api/client.ts'
import { session } from '../../core/state/session.ts'
import type { User } from '../../core/state/types.ts'
import type { SendAnswer } from './code-machine.ts'
import type { ProfilePayload, RegistrationPayload } from './forms.ts'

/** Demo mode: the server returns one-time codes as debug.code. */
export interface DebugCode {
  debug?: { code?: string }
}

const post = <T>(
  path: string,
  body: Record<string, unknown> = {},
  expect?: (answer: Envelope) => boolean,
) => request<T>(path, { method: 'POST', body, expect })

export const authApi = {
  userExists: (phone: string) =>
    // A garbled answer must not send an existing customer to registration.
    post<{ exists: boolean }>(
      'check-if-user-exists',
      { phone },
      fields({ exists: 'boolean' }),
    ).then((a) => a.exists),
  sendCode: (username: string) =>
    // spec: the answer carries nextAttemptSMS; without it no code is known to be on its way.
    post<SendAnswer & DebugCode>(
      'user-send-sms',
      { username, authToken: session.token },
      (a) => typeof a.nextAttemptSMS === 'boolean' || typeof a.nextAttemptSMS === 'number',
    ),
  resetPassword: (username: string) =>
    post<{ message?: string } & DebugCode>('reset-password', {
      username,
      authToken: session.token,
    }),
  signIn: (username: string, password: string) =>
    post<{ authToken: string }>(
      'user-auth',
      { username, password, authToken: session.token },
      fields({ authToken: 'string' }),
    ),
  register: (payload: RegistrationPayload) =>
    post<{ authToken: string; user?: User }>(
      'user-register',
      { ...payload, authToken: session.token },
      fields({ authToken: 'string', user: 'object?' }),
    ),
  update: (payload: ProfilePayload) =>
    post<{ user: User }>(
      'user-update',
      { ...payload, authToken: session.token },
      fields({ user: 'object' }),
    ),
  remove: () => post<unknown>('user-delete'),
  /** Revokes the token on the server before the app forgets it. */
  logout: () => post<unknown>('user-logout'),
  setReceiptSaving: (state: boolean) =>
    post<{ value: boolean }>('set-receipt-saving', { state }, fields({ value: 'boolean' })),
}
