/** The home screen's booking button (accounts-loyalty §2 "a booking button"; homeShowButton). */
import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import type { SlotWidgetProps } from '../../core/module.ts'
import type { BookingSettings } from '../../shared/settings/booking.ts'
import { buttonClass } from '../../ui/button/button.tsx'
import { Icon } from '../../ui/icon/icon.tsx'
import './icons.ts'
import { bookingTexts } from './texts.ts'
import './booking.css'

export default function BookingHome({ settings }: SlotWidgetProps<BookingSettings>) {
  const { i18n } = useLingui()
  if (!settings.homeShowButton) return null
  return (
    <div className="booking-home">
      <Link
        href="/booking/"
        className={buttonClass({ block: true, className: 'booking-home__button' })}
      >
        <Icon name="booking" />
        <span>{settings.title || i18n._(bookingTexts.title)}</span>
      </Link>
    </div>
  )
}
