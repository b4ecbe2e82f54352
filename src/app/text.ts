import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'

export type Text = string | MessageDescriptor

/** Translates a label that is either plain text (from settings) or a message descriptor. */
export function useText(): (text: Text | undefined | null) => string {
  const { i18n } = useLingui()
  return (text) => (text == null ? '' : typeof text === 'string' ? text : i18n._(text))
}
