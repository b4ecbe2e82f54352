/** Bonus calls: GET bonus-messages (server/README.md) -> the pending bonus notifications. */
import { fields, request } from '../../core/api/client.ts'
import { sharedCall } from '../../core/query/access.ts'
import type { BonusMessage } from './notifications.ts'

export function fetchBonusMessages(): Promise<BonusMessage[]> {
  return sharedCall(['bonus-messages'], async () => {
    const answer = await request<{ messages?: BonusMessage[] | null }>('bonus-messages', {
      expect: fields({ messages: 'array' }),
    })
    return Array.isArray(answer?.messages) ? answer.messages : []
  })
}
