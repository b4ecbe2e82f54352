/**
 * SchemaForm: JSON-Schema forms on @rjsf/core with the app's widgets and the spec's validators.
 * Heavy (rjsf): load it through LazySchemaForm from ./index.ts, never import it directly.
 *
 * Behaviour (spec: accounts-loyalty §5, shell-data §5):
 * - texts are trimmed before they are validated and submitted;
 * - nothing is validated while a person types until the first submit; from then on live;
 * - a failed submit shows every invalid field's error (all fields touched) and focuses the
 *   first invalid input on screen.
 */
import { useLingui } from '@lingui/react'
import Form, { type IChangeEvent } from '@rjsf/core'
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils'
import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react'
import { clsx } from 'clsx'
import { validationTexts } from '../../core/validation/messages.ts'
import type { SchemaFormContext } from './context.ts'
import { focusFirstInvalid } from './focus.ts'
import { templates } from './templates.tsx'
import { formTexts, makeTranslate } from './texts.ts'
import { trimChanges } from './trim.ts'
import type { SchemaFormData, SchemaFormInstance, SchemaFormProps } from './types.ts'
import { localiseErrors, specValidator } from './validator.ts'
import { BaseInputTemplate, widgets } from './widgets.tsx'
import './schema-form.css'

const allTemplates = { ...templates, BaseInputTemplate }
const defaultsBehaviour = { constAsDefaults: 'never' } as const

function withoutId(schema: RJSFSchema): RJSFSchema {
  if (!('$id' in schema)) return schema
  const { $id: _id, ...rest } = schema
  return rest
}

export function SchemaForm<T = SchemaFormData>(props: SchemaFormProps<T>) {
  const { schema, uiSchema, formData, onChange, onSubmit, submitLabel, disabled, children } = props
  const { i18n } = useLingui()
  const reactId = useId()
  // unique per form, so two forms on one screen never share a field id
  const idPrefix = props.idPrefix ?? `sf${reactId.replace(/[^a-zA-Z0-9]/g, '')}`

  const formRef = useRef<SchemaFormInstance<T> | null>(null)
  // the outer formRef gets the rjsf Form instance (submit(), reset(), validateForm()…)
  useImperativeHandle(props.formRef, () => formRef.current as SchemaFormInstance<T>)

  /** A submit has been tried: validate live from now on. */
  const [attempted, setAttempted] = useState(false)
  /** The last submit failed on an empty required field. */
  const [missingRequired, setMissingRequired] = useState(false)
  const focusOnError = useRef(false)

  // The form context keeps one identity (rjsf compares it deeply, functions as equal); the
  // translator it holds reads the latest `texts`.
  const translateRef = useRef(makeTranslate(i18n, props.texts))
  useEffect(() => {
    translateRef.current = makeTranslate(i18n, props.texts)
  }, [i18n, props.texts])
  const formContext = useMemo<SchemaFormContext>(
    () => ({ translate: (text) => translateRef.current(text), idPrefix }),
    [idPrefix],
  )

  // Forms built from settings share an $id with different fields: validate the content, never
  // by id (ajv cached by $id; the interpreter caches nothing, ADR 006, and this stays harmless).
  const formSchema = useMemo(() => withoutId(schema), [schema])

  const transformErrors = useMemo(() => localiseErrors(i18n), [i18n])

  // Errors already shown are re-worded when the language changes.
  const locale = i18n.locale
  useEffect(() => {
    if (attempted) formRef.current?.validateForm()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a language change
  }, [locale])

  const handleSubmitCapture = (event: FormEvent) => {
    const form = formRef.current
    if (!form || event.target !== form.formElement.current) return
    // Queued before rjsf's own submit handler runs, so it validates and submits the trimmed data.
    for (const change of trimChanges(form.state.formData, uiSchema)) {
      form.setFieldValue(change.path, change.value as T)
    }
    focusOnError.current = true
    setAttempted(true)
  }

  const handleError = (errors: RJSFValidationError[]) => {
    setMissingRequired(errors.some((e) => e.name === 'required'))
    if (!focusOnError.current) return
    focusOnError.current = false
    focusFirstInvalid(formRef.current?.formElement.current, errors, idPrefix)
  }

  const handleChange = (event: IChangeEvent<T>) => {
    if (attempted && !event.errors.some((e) => e.name === 'required')) setMissingRequired(false)
    onChange?.(event.formData as T)
  }

  const handleSubmit = (event: IChangeEvent<T>) => {
    focusOnError.current = false
    setMissingRequired(false)
    onSubmit(event.formData as T)
  }

  return (
    <div className={clsx('sf', props.className)} onSubmitCapture={handleSubmitCapture}>
      <Form<T>
        ref={formRef}
        id={`${idPrefix}-form`}
        className="sf-form"
        schema={formSchema}
        uiSchema={uiSchema}
        formData={formData}
        validator={specValidator}
        widgets={widgets}
        templates={allTemplates}
        formContext={formContext}
        idPrefix={idPrefix}
        transformErrors={transformErrors}
        liveValidate={attempted ? 'onChange' : false}
        showErrorList={false}
        noHtml5Validate
        // a `const` is a rule, not a default: a consent box is never ticked for the person
        experimental_defaultFormStateBehavior={defaultsBehaviour}
        focusOnFirstError={false}
        disabled={disabled}
        onChange={handleChange}
        onError={handleError}
        onSubmit={handleSubmit}
      >
        <div className="sf-actions">
          {missingRequired && (
            <p className="sf-summary" role="alert">
              {i18n._(validationTexts.fillRequired)}
            </p>
          )}
          {children ?? (
            <button type="submit" className="sf-submit" disabled={disabled}>
              {submitLabel ?? i18n._(formTexts.submit)}
            </button>
          )}
        </div>
      </Form>
    </div>
  )
}

export default SchemaForm
