/**
 * Sending a booking: behind the busy loader; a failure goes to the common error dialog
 * (spec §8 texts, core/api/errors.ts) and keeps the values; only a success shows the sent state.
 */
import { showError, withBusy } from '../../core/overlay.ts'
import { sendBooking } from './api.ts'
import { bookingPayload, type BookingValues } from './form.ts'
import { booking } from './store.ts'

export async function submitBooking(values: BookingValues): Promise<boolean> {
  if (booking.sending) return false
  booking.sending = true
  booking.values = values
  try {
    await withBusy((signal) => sendBooking(bookingPayload(values), signal))
    booking.sent = true
    booking.values = null
    return true
  } catch (error) {
    showError(error)
    return false
  } finally {
    booking.sending = false
  }
}
