import type { MessageDescriptor } from '@lingui/core'
import type Form from '@rjsf/core'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { ReactNode, Ref } from 'react'

export type SchemaFormData = Record<string, unknown>

/** The rjsf Form instance a `formRef` receives (submit(), reset(), validateForm()…). */
export type SchemaFormInstance<T = SchemaFormData> = Form<T>

export interface SchemaFormProps<T = SchemaFormData> {
  /** A JSON Schema from schemas/forms (or built from settings); may use the spec keywords. */
  schema: RJSFSchema
  /** 'ui:widget' may be phone, date, text, textarea, select, radio, checkbox, email, password. */
  uiSchema?: UiSchema<T>
  /** Controlled data; leave it out for a form that keeps its own. */
  formData?: T
  onChange?: (formData: T) => void
  /** Called with valid data, every text trimmed. */
  onSubmit: (formData: T) => void
  /** Translated text of the default submit button. @default 'Submit' */
  submitLabel?: string
  disabled?: boolean
  /** Replaces the default submit button (custom buttons; one of them should be type="submit"). */
  children?: ReactNode
  formRef?: Ref<SchemaFormInstance<T>>
  /**
   * Translations for the English texts in the schema (titles, descriptions, ui:help,
   * ui:placeholder, enumNames), keyed by that text: { 'Number of guests': msg`Number of guests` }.
   * Common field labels are built in (texts.ts).
   */
  texts?: Record<string, MessageDescriptor>
  /** Prefix of the field ids ('<prefix>_phone'). @default a unique id per form */
  idPrefix?: string
  className?: string
}
