import { descriptionId, errorId, helpId, type RJSFSchema, type UiSchema } from '@rjsf/utils'

interface FieldState {
  id: string
  rawErrors?: string[]
  hideError?: boolean
  required?: boolean
  schema: RJSFSchema
  uiSchema?: UiSchema
}

/** Whether the field shows an error; the field template and the widget must agree. */
export const showsError = ({ rawErrors, hideError }: Pick<FieldState, 'rawErrors' | 'hideError'>) =>
  !hideError && !!rawErrors?.length

export const descriptionOf = (schema: RJSFSchema, uiSchema?: UiSchema): string | undefined =>
  (uiSchema?.['ui:description'] as string | undefined) ?? schema.description

/**
 * The help under a field: the uiSchema's, else for a typed date (the `date` widget: a value
 * reads «15.05.1990» with no placeholder left) its format, so an English reader, who writes
 * month first, knows the day comes first (issue 12, session 15). A key of fieldTexts.
 */
export const DATE_FORMAT_HELP = 'Format: dd.mm.yyyy'

export const helpOf = (uiSchema?: UiSchema): string | undefined =>
  (uiSchema?.['ui:help'] as string | undefined) ??
  (uiSchema?.['ui:widget'] === 'date' ? DATE_FORMAT_HELP : undefined)

/** aria-invalid, aria-required and aria-describedby (error, description, help) for a control. */
export function controlA11y(field: FieldState) {
  const invalid = showsError(field)
  const described = [
    invalid && errorId(field.id),
    descriptionOf(field.schema, field.uiSchema) && descriptionId(field.id),
    helpOf(field.uiSchema) && helpId(field.id),
  ]
    .filter(Boolean)
    .join(' ')
  return {
    'aria-invalid': invalid || undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': described || undefined,
  }
}
