/**
 * The booking form's state: its values (kept while a send fails, so nothing typed is lost) and
 * whether the last send succeeded. spec §2: the form resets on tab change (init subscribes).
 */
import { proxy } from 'valtio'
import type { BookingValues } from './form.ts'

export const booking = proxy<{
  /** null: not filled yet (the screen prefills it from the user). */
  values: BookingValues | null
  sent: boolean
  sending: boolean
}>({ values: null, sent: false, sending: false })

export function setBookingValues(values: BookingValues): void {
  booking.values = values
}

/** Back to an empty (prefilled on next render) form. */
export function resetBooking(): void {
  booking.values = null
  booking.sent = false
}
