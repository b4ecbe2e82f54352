/**
 * Booking demo data (issue 14; accounts-loyalty §2 Booking, §3): per brand, the booking settings
 * (settings.modules.booking), the branches that take bookings and the services offered. The
 * app reads the branches and services from app data (`settings.modules.booking.branches` and
 * `services`, filled by server/routes/booking.ts from the tables this seeds).
 *
 *   sushi         both Kazan branches (the form shows a radio choice), table / bar / VIP room
 *   pizzeria-msk  one branch takes bookings (the form shows it as a read-only label), ru and en
 *
 * Idempotent: services are upserted by (client, id); ones no longer here are deactivated; the
 * booking branches of a brand are replaced.
 */
import type { Queryable } from '../db/db.ts'
import type { DemoBrand } from './types.ts'

export interface DemoBookingService {
  idService: number
  name: string
}

export interface DemoBooking {
  /** settings.modules.booking */
  settings: Record<string, unknown>
  /** idBranch of the branches taking bookings; empty: all of them. */
  branches: number[]
  services: DemoBookingService[]
}

export const demoBooking: Record<string, DemoBooking> = {
  sushi: {
    settings: {
      title: 'Бронь стола',
      fields: ['guests', 'branch', 'service'],
      homeShowButton: true,
      formButtonTitle: 'Забронировать',
    },
    branches: [],
    services: [
      { idService: 1, name: 'Стол в зале' },
      { idService: 2, name: 'Место у суши-бара' },
      { idService: 3, name: 'VIP-комната' },
    ],
  },
  'pizzeria-msk': {
    settings: {
      fields: ['guests', 'branch', 'service'],
      homeShowButton: true,
    },
    branches: [1],
    services: [
      { idService: 1, name: 'Столик на двоих' },
      { idService: 2, name: 'Детский праздник' },
      { idService: 3, name: 'Мастер-класс по пицце' },
    ],
  },
}

/** A brand seed's settings.modules.booking (the brand files' hook). */
export const bookingSettings = (client: string) => demoBooking[client]?.settings ?? {}

export async function seedBooking(tx: Queryable, brands: DemoBrand[]) {
  for (const b of brands) {
    const booking = demoBooking[b.client]
    await tx.query('DELETE FROM booking_branches WHERE client = $1', [b.client])
    for (const id of booking?.branches ?? []) {
      await tx.query('INSERT INTO booking_branches (client, id_branch) VALUES ($1, $2)', [
        b.client,
        id,
      ])
    }
    const services = booking?.services ?? []
    for (const [i, s] of services.entries()) {
      await tx.query(
        `INSERT INTO booking_services (client, id_service, name, sort, active)
         VALUES ($1, $2, $3, $4, true)
         ON CONFLICT (client, id_service) DO UPDATE
           SET name = EXCLUDED.name, sort = EXCLUDED.sort, active = true`,
        [b.client, s.idService, s.name, i],
      )
    }
    await tx.query(
      `UPDATE booking_services SET active = false WHERE client = $1
         AND id_service <> ALL (SELECT (jsonb_array_elements_text($2::jsonb))::integer)`,
      [b.client, JSON.stringify(services.map((s) => s.idService))],
    )
  }
}
