/** Bonus calls: GET bonus-messages (server/README.md) -> the pending bonus notifications. */
import { fields, request, shareInFlight } from '../../core/api/client.ts'
import type { BonusMessage } from './notifications.ts'

export const fetchBonusMessages = shareInFlight(async (): Promise<BonusMessage[]> => {
  const answer = await request<{ messages?: BonusMessage[] | null }>('bonus-messages', {
    expect: fields({ messages: 'array' }),
  })
  return Array.isArray(answer?.messages) ? answer.messages : []
})
