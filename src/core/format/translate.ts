import type { I18n, MessageDescriptor } from '@lingui/core'

type Values = Record<string, unknown>

/**
 * A descriptor with values, translated. (Not `i18n._({ ...descriptor, values })`: the Lingui
 * extractor reads every object literal passed to `i18n._` as a message and fails on a spread.)
 */
export function translate(i18n: I18n, descriptor: MessageDescriptor, values: Values): string {
  return i18n._(descriptor.id, values, { message: descriptor.message })
}
