import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The form's own words. */
export const formTexts = {
  submit: msg`Submit`,
  datePlaceholder: msg`dd.mm.yyyy`,
  /** An empty system date field's letters (system-date-widget.tsx `dateHint`). */
  dayLetters: msg`dd`,
  monthLetters: msg`mm`,
  yearLetters: msg`yyyy`,
  selectPlaceholder: msg`Choose…`,
}

/**
 * Schemas are JSON, so their titles are the English source texts; these descriptors give them to
 * Lingui (extracted like any message) and translate them at render. A screen adds its own with
 * the `texts` prop.
 */
export const fieldTexts: Record<string, MessageDescriptor> = {
  Name: msg`Name`,
  Surname: msg`Surname`,
  Phone: msg`Phone`,
  'Date of birth': msg`Date of birth`,
  'E-mail': msg`E-mail`,
  Comment: msg`Comment`,
  Password: msg`Password`,
  /** a11y.ts DATE_FORMAT_HELP: the typed date field's format */
  'Format: dd.mm.yyyy': msg`Format: dd.mm.yyyy`,
}

export type Translate = (text: string | undefined) => string

export function makeTranslate(
  i18n: I18n,
  extra: Record<string, MessageDescriptor> | undefined,
): Translate {
  return (text) => {
    if (!text) return ''
    const descriptor = extra?.[text] ?? fieldTexts[text]
    return descriptor ? i18n._(descriptor) : text
  }
}
