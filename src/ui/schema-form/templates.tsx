/**
 * Field and object templates: a visible label with the required mark, the description and help,
 * and only the first error, in the spec's words (transformErrors put them there).
 */
import {
  descriptionId,
  errorId,
  getUiOptions,
  helpId,
  titleId,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type TemplatesType,
} from '@rjsf/utils'
import { useLingui } from '@lingui/react/macro'
import { descriptionOf, helpOf, showsError } from './a11y.ts'
import { useTranslate } from './context.ts'

function RequiredMark() {
  const { t } = useLingui()
  // aria-hidden: the control itself says aria-required; the title names the mark for a pointer
  return (
    <span className="sf-required" aria-hidden="true" title={t`Required field`}>
      {' *'}
    </span>
  )
}

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, required, displayLabel, schema, uiSchema } = props
  const translate = useTranslate(props.registry)
  if (hidden) return <div hidden>{children}</div>
  // objects and arrays: their own template renders the title; an array rjsf shows as one
  // control (a multiple choice of enum items: displayLabel) is labelled here like any field
  if (schema.type === 'object' || (schema.type === 'array' && !displayLabel)) return children

  const widget = getUiOptions(uiSchema).widget
  const isCheckbox =
    widget === 'checkbox' ||
    (schema.type === 'boolean' && widget !== 'radio' && widget !== 'select')
  const isGroup = widget === 'radio'
  const description = descriptionOf(schema, uiSchema)
  const help = helpOf(uiSchema)
  const error = showsError(props) ? rawErrors![0] : undefined
  const text = translate(label)

  return (
    <div className={error ? 'sf-field sf-field--invalid' : 'sf-field'}>
      {displayLabel &&
        !isCheckbox &&
        text &&
        (isGroup ? (
          <span id={titleId(id)} className="sf-label">
            {text}
            {required && <RequiredMark />}
          </span>
        ) : (
          <label htmlFor={id} className="sf-label">
            {text}
            {required && <RequiredMark />}
          </label>
        ))}
      {description && (
        <p id={descriptionId(id)} className="sf-hint">
          {translate(description)}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId(id)} className="sf-error">
          {error}
        </p>
      )}
      {help && (
        <p id={helpId(id)} className="sf-hint">
          {translate(help)}
        </p>
      )}
    </div>
  )
}

/** The root object is a plain column; a nested object is a fieldset with its title. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, fieldPathId, title, registry } = props
  const translate = useTranslate(registry)
  const fields = properties.filter((p) => !p.hidden).map((p) => p.content)
  if (fieldPathId.path.length === 0) return <div className="sf-fields">{fields}</div>
  return (
    <fieldset className="sf-group">
      {title && <legend className="sf-legend">{translate(title)}</legend>}
      <div className="sf-fields">{fields}</div>
    </fieldset>
  )
}

/** Errors are shown by FieldTemplate, one per field; the list under the form is not used. */
function Nothing() {
  return null
}

export const templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> = {
  FieldTemplate,
  ObjectFieldTemplate,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  ErrorListTemplate: Nothing,
}
