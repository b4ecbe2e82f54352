import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const bookingTexts = {
  title: msg`Booking`,
  /** spec §2: the button title's default. */
  book: msg`Book`,
  sentTitle: msg`Booking request sent`,
  sentText: msg`We will contact you to confirm the booking.`,
  again: msg`Book again`,
}

/** The English schema titles, given to Lingui (SchemaForm translates them by these keys). */
export const bookingFieldTexts: Record<string, MessageDescriptor> = {
  Branch: msg`Branch`,
  Services: msg`Services`,
  'Number of guests': msg`Number of guests`,
  Date: msg`Date`,
  Time: msg`Time`,
}
