import { authApi } from '../api.ts'
import type { FlowNav } from '../flow.ts'
import type { RegistrationPayload } from '../forms.ts'
import { MESSAGES_AFTER_REGISTER, type AuthSettings } from '../settings.ts'
import { completeSignIn, pendingCall } from '../store.ts'
import { authTexts } from '../texts.ts'

/**
 * spec §4 Registration success: a base brand is signed in at once (success, then the messages,
 * 60 tries); an sms or call brand confirms the phone on the code screen. Throws what the call
 * throws.
 */
export async function register(
  payload: RegistrationPayload,
  { nav, settings }: { nav: FlowNav; settings: AuthSettings },
): Promise<void> {
  const answer = await pendingCall(() => authApi.register(payload))
  if (settings.type === 'base') {
    await completeSignIn(answer?.authToken)
    nav.done({ registered: true, messages: MESSAGES_AFTER_REGISTER, text: authTexts.registered })
  } else nav.go({ name: 'code', phone: payload.phone, fromRegistration: true })
}
