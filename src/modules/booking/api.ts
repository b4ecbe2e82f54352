/** POST booking (accounts-loyalty §7): the answer is not shown. */
import { request } from '../../core/api/client.ts'
import type { BookingPayload } from '../../shared/booking/rules.ts'

export async function sendBooking(payload: BookingPayload, signal?: AbortSignal): Promise<void> {
  await request<Record<string, unknown>>('booking', {
    method: 'POST',
    body: { ...payload },
    signal,
  })
}
