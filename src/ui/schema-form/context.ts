import { useLingui } from '@lingui/react'
import type { Registry } from '@rjsf/utils'
import type { Translate } from './texts.ts'

export interface SchemaFormContext {
  translate: Translate
  /** The field ids' prefix (for the error focus). */
  idPrefix: string
}

/**
 * The schema-text translator from the form context. Subscribes to Lingui, so a widget re-renders
 * in the new language even though rjsf's Form skips updates whose props look alike.
 */
export function useTranslate(registry: Registry): Translate {
  useLingui()
  const context = registry.formContext as Partial<SchemaFormContext> | undefined
  return context?.translate ?? ((text) => text ?? '')
}
