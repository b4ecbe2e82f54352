/** Home buttons: layout and where each one leads (spec shell-data §2 "Home screen"). */
import { appEvents, type ActionEvent } from '../../core/events.ts'
import type { HomeButton } from './settings.ts'

export const CONTACTS_PATH = '/home/contacts'

/** spec: buttons in pairs, with one single (full-width) last button when the count is odd. */
export function pairButtons<T>(buttons: readonly T[]): T[][] {
  const rows: T[][] = []
  for (let i = 0; i < buttons.length; i += 2) rows.push(buttons.slice(i, i + 2))
  return rows
}

const digits = (value: string) => value.replace(/\D/g, '')

/** An http(s) url as given, or https:// prepended to a bare host; null for any other scheme. */
export function webUrl(value: string): string | null {
  const text = value.trim()
  if (!text) return null
  if (/^https?:\/\//i.test(text)) return text
  if (/^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^:/]+:\d/.test(text)) return null
  return `https://${text.replace(/^\/+/, '')}`
}

export type ButtonTarget =
  | { kind: 'external'; href: string }
  | { kind: 'call'; href: string }
  | { kind: 'internal'; href: string }
  | { kind: 'event'; event: ActionEvent }
  | { kind: 'none' }

/**
 * spec: phone opens a call link, or the contacts page when there is no number; feedback opens
 * the feedback module (event); the others open an external link.
 */
export function buttonTarget(button: HomeButton): ButtonTarget {
  const value = (button.value ?? '').trim()
  switch (button.type) {
    case 'phone': {
      const number = digits(value)
      if (!number) return { kind: 'internal', href: CONTACTS_PATH }
      return { kind: 'call', href: `tel:${value.trim().startsWith('+') ? '+' : ''}${number}` }
    }
    case 'feedback':
      return { kind: 'event', event: appEvents.feedbackOpen }
    case 'site': {
      const href = webUrl(value)
      return href ? { kind: 'external', href } : { kind: 'none' }
    }
    case 'telegram': {
      if (/^(https?:\/\/)?(t\.me|telegram\.me)\//i.test(value)) {
        const href = webUrl(value)
        return href ? { kind: 'external', href } : { kind: 'none' }
      }
      const name = value.replace(/^@/, '')
      return /^[\w]+$/.test(name)
        ? { kind: 'external', href: `https://t.me/${name}` }
        : { kind: 'none' }
    }
    case 'whatsapp': {
      if (/^(https?:\/\/)?(wa\.me|api\.whatsapp\.com)\//i.test(value)) {
        const href = webUrl(value)
        return href ? { kind: 'external', href } : { kind: 'none' }
      }
      const number = digits(value)
      return number ? { kind: 'external', href: `https://wa.me/${number}` } : { kind: 'none' }
    }
    case 'viber': {
      if (/^viber:\/\//i.test(value)) return { kind: 'external', href: value }
      const number = digits(value)
      return number
        ? { kind: 'external', href: `viber://chat?number=%2B${number}` }
        : { kind: 'none' }
    }
    default:
      return { kind: 'none' }
  }
}
