/** spec (catalog §7): POST send-client-to-related {related: domain} -> {authToken}. */
import { fields, request } from '../../core/api/client.ts'

export async function sendClientToRelated(domain: string, signal?: AbortSignal): Promise<string> {
  const answer = await request<{ authToken?: unknown }>('send-client-to-related', {
    method: 'POST',
    body: { related: domain },
    signal,
    expect: fields({ authToken: 'string' }),
  })
  if (typeof answer?.authToken !== 'string' || !answer.authToken) {
    throw new Error('send-client-to-related: no authToken in the answer')
  }
  return answer.authToken
}
