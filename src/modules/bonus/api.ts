/**
 * Bonus calls: GET bonus-messages (server/README.md) -> the pending bonus notifications. The
 * poll in ./store.ts is a query observer: a try in flight is shared there.
 */
import { fields, request } from '../../core/api/client.ts'
import type { BonusMessage } from './notifications.ts'

export async function fetchBonusMessages(): Promise<BonusMessage[]> {
  const answer = await request<{ messages?: BonusMessage[] | null }>('bonus-messages', {
    expect: fields({ messages: 'array' }),
  })
  return Array.isArray(answer?.messages) ? answer.messages : []
}
