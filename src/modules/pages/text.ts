import type { I18n, MessageDescriptor } from '@lingui/core'

/** A server's own words as they are, a message descriptor translated. */
export function textOf(i18n: I18n, text: string | MessageDescriptor): string {
  return typeof text === 'string' ? text : i18n._(text)
}
