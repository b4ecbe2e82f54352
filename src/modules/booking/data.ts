/**
 * What the booking form offers, from app data (accounts-loyalty §3 "App data lists branches
 * (idBranch, name) and services (idService, name)"): the branches that take bookings (settings
 * `branches`, else all) and the services, each read defensively (app data is the server's).
 */
import { bookingBranches } from '../../shared/booking/rules.ts'
import type { BookingSettings } from '../../shared/settings/booking.ts'

export interface BookingOption {
  id: number
  name: string
}

const isOption = (id: unknown, name: unknown) =>
  Number.isSafeInteger(id) && (id as number) > 0 && typeof name === 'string' && name.trim() !== ''

/** The part of app data (or its snapshot) the form reads. */
export interface BookingAppData {
  branches?: readonly { idBranch: number; name: string }[]
  services?: unknown
}

/** App data's `services`: [{idService, name}]; anything else is left out. */
export function servicesOf(data: BookingAppData | null | undefined): BookingOption[] {
  const raw = data?.services
  if (!Array.isArray(raw)) return []
  const seen = new Set<number>()
  const services: BookingOption[] = []
  for (const s of raw as unknown[]) {
    if (!s || typeof s !== 'object') continue
    const { idService, name } = s as { idService?: unknown; name?: unknown }
    if (!isOption(idService, name) || seen.has(idService as number)) continue
    seen.add(idService as number)
    services.push({ id: idService as number, name: (name as string).trim() })
  }
  return services
}

/** The branches a booking may name. */
export function branchesOf(
  data: BookingAppData | null | undefined,
  settings: Pick<BookingSettings, 'branches'>,
): BookingOption[] {
  return bookingBranches(data?.branches ?? [], settings.branches).map((b) => ({
    id: b.idBranch,
    name: b.name,
  }))
}
