/** Referral calls: POST activate-code (accounts-loyalty §7; the response is unused). */
import { request } from '../../core/api/client.ts'

export async function activateCode(code: string, signal?: AbortSignal): Promise<void> {
  await request('activate-code', { method: 'POST', body: { code }, signal })
}
