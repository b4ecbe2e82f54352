/**
 * /booking/ (accounts-loyalty §2 Booking): the form built from settings, the send button titled
 * by formButtonTitle (default 'Book'); after a successful send, the sent state; a failed send
 * shows the common error dialog and keeps what was typed.
 */
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import type { ScreenProps } from '../../core/module.ts'
import { appData } from '../../core/state/app-data.ts'
import { useScreenBack } from '../../core/state/screen-chrome.ts'
import type { BookingSettings } from '../../shared/settings/booking.ts'
import { Button } from '../../ui/button/button.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { LazySchemaForm } from '../../ui/schema-form/index.ts'
import { submitBooking } from './actions.ts'
import { branchesOf, servicesOf } from './data.ts'
import { bookingForm, bookingToday, initialBookingValues, type BookingValues } from './form.ts'
import { booking, resetBooking, setBookingValues } from './store.ts'
import { bookingFieldTexts, bookingTexts } from './texts.ts'
import './booking.css'

export default function BookingScreen({ settings }: ScreenProps<BookingSettings>) {
  const { i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const state = useSnapshot(booking)
  const title = settings.title || i18n._(bookingTexts.title)

  const branches = useMemo(() => branchesOf(data, settings), [data, settings])
  const services = useMemo(() => servicesOf(data), [data])
  const systemDatePicker =
    settings.datesUseSystemDatePicker ?? data?.settings.datesUseSystemDatePicker !== false
  const form = useMemo(
    () => bookingForm(settings, { branches, services, systemDatePicker, today: bookingToday() }),
    [settings, branches, services, systemDatePicker],
  )
  const values =
    (state.values as BookingValues | null) ?? initialBookingValues(data?.user, branches)

  const back = useScreenBack()
  return (
    <Page bottomAction navbar={<Navbar title={title} onBack={back} />}>
      <div className="booking">
        {state.sent ? (
          <section className="booking__sent" role="status" aria-labelledby="booking-sent-title">
            <h2 id="booking-sent-title" className="booking__sent-title">
              {i18n._(bookingTexts.sentTitle)}
            </h2>
            <p className="booking__sent-text">{i18n._(bookingTexts.sentText)}</p>
            <Button block onClick={resetBooking}>
              {i18n._(bookingTexts.again)}
            </Button>
          </section>
        ) : (
          <LazySchemaForm<BookingValues>
            idPrefix="booking"
            schema={form.schema}
            uiSchema={form.uiSchema}
            formData={values}
            texts={bookingFieldTexts}
            onChange={setBookingValues}
            onSubmit={(valid) => void submitBooking(valid)}
          >
            <Button type="submit" block loading={state.sending}>
              {settings.formButtonTitle || i18n._(bookingTexts.book)}
            </Button>
          </LazySchemaForm>
        )}
      </div>
    </Page>
  )
}
