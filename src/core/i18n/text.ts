/**
 * The one helper for a text that is either plain (from settings or the server) or a Lingui
 * message descriptor (the app's own words).
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'

export type Text = string | MessageDescriptor

/** Plain text as it is; a descriptor translated; nothing as ''. */
export function textOf(i18n: I18n, text: Text | null | undefined): string {
  if (text == null) return ''
  return typeof text === 'string' ? text : i18n._(text)
}

/** The same in a component, with the current locale. */
export function useText(): (text: Text | null | undefined) => string {
  const { i18n } = useLingui()
  return (text) => textOf(i18n, text)
}
