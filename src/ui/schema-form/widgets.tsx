/**
 * The app's own widgets: visible labels (from the field template), aria-invalid and
 * aria-describedby pointing at the error, touch targets of at least 44 px (schema-form.css).
 */
import { useLingui } from '@lingui/react'
import {
  getInputProps,
  optionId,
  titleId,
  type BaseInputTemplateProps,
  type RegistryWidgetsType,
  type WidgetProps,
} from '@rjsf/utils'
import { useLayoutEffect, useRef, type ChangeEvent, type FocusEvent } from 'react'
import { applyDateMask } from '../../core/format/date-mask.ts'
import { caretAfterDigits } from '../../core/format/mask.ts'
import { applyPhoneMask } from '../../core/format/phone.ts'
import { controlA11y, DATE_FORMAT_HELP, helpOf } from './a11y.ts'
import { useTranslate } from './context.ts'
import { formTexts } from './texts.ts'

const emptyTo = (value: string, options: WidgetProps['options']) =>
  value === '' ? options.emptyValue : value

/** One-line input; the text, email, password and number widgets all render through it. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    disabled,
    readonly,
    autofocus,
    placeholder,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    options,
    schema,
    type,
    registry,
  } = props
  const translate = useTranslate(registry)
  const inputProps = getInputProps(schema, type, options)
  const isNumber = inputProps.type === 'number' || inputProps.type === 'integer'
  const inputMode =
    (options.inputMode as 'email' | 'numeric' | 'decimal' | undefined) ??
    (inputProps.type === 'email' ? 'email' : isNumber ? 'decimal' : undefined)
  return (
    <input
      {...inputProps}
      // email as type text: browsers strip spaces and reject Cyrillic domains in type=email
      type={inputProps.type === 'email' ? 'text' : inputProps.type}
      inputMode={inputMode}
      id={id}
      name={htmlName || id}
      className="sf-input"
      value={value == null ? '' : value}
      placeholder={placeholder ? translate(placeholder) : undefined}
      disabled={disabled}
      readOnly={readonly}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when a schema asks for it
      autoFocus={autofocus}
      onChange={
        onChangeOverride ??
        ((e: ChangeEvent<HTMLInputElement>) => onChange(emptyTo(e.target.value, options)))
      }
      onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value)}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
      {...controlA11y(props)}
    />
  )
}

function TextWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} />
}

function EmailWidget(props: WidgetProps) {
  return (
    <BaseInputTemplate
      {...props}
      type="email"
      options={{ autocomplete: 'email', ...props.options }}
    />
  )
}

function PasswordWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} type="password" />
}

/**
 * An input whose text is re-masked on every change, keeping the caret after the same number of
 * digits when someone edits in the middle.
 */
function MaskedInput({
  mask,
  inputProps,
  ...props
}: WidgetProps & {
  mask: (raw: string) => string
  inputProps: Partial<Pick<BaseInputTemplateProps, 'type' | 'placeholder'>> & {
    inputMode: 'tel' | 'numeric'
    autoComplete?: string
  }
}) {
  const ref = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)
  const { id, onChange, options } = props

  useLayoutEffect(() => {
    const el = ref.current
    if (el && caret.current != null && el.ownerDocument.activeElement === el) {
      el.setSelectionRange(caret.current, caret.current)
    }
    caret.current = null
  })

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value
    const at = e.target.selectionStart ?? raw.length
    const masked = mask(raw)
    caret.current =
      at >= raw.length ? null : caretAfterDigits(masked, raw.slice(0, at).replace(/\D/g, '').length)
    onChange(emptyTo(masked, options))
  }

  return (
    <input
      ref={ref}
      id={id}
      name={props.htmlName || id}
      className="sf-input"
      type={inputProps.type ?? 'text'}
      inputMode={inputProps.inputMode}
      autoComplete={(options.autocomplete as string | undefined) ?? inputProps.autoComplete}
      placeholder={inputProps.placeholder}
      value={props.value == null ? '' : String(props.value)}
      disabled={props.disabled}
      readOnly={props.readonly}
      onChange={handleChange}
      onBlur={(e) => props.onBlur(id, e.target.value)}
      onFocus={(e) => props.onFocus(id, e.target.value)}
      {...controlA11y(props)}
    />
  )
}

/** spec: phone masks +7 (###) ###-##-##, +375 ## ###-##-##, generic; 8 and +8 become +7. */
function PhoneWidget(props: WidgetProps) {
  const translate = useTranslate(props.registry)
  return (
    <MaskedInput
      {...props}
      mask={applyPhoneMask}
      inputProps={{
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        placeholder: props.placeholder ? translate(props.placeholder) : '+7 (___) ___-__-__',
      }}
    />
  )
}

/** spec: date mask ##.##.####, display format dd.mm.yyyy. */
function DateWidget(props: WidgetProps) {
  const { i18n } = useLingui()
  const translate = useTranslate(props.registry)
  return (
    <MaskedInput
      {...props}
      mask={applyDateMask}
      inputProps={{
        inputMode: 'numeric',
        autoComplete: 'off',
        // The format is said once (issue 12, session 17): when the help under the field already
        // reads «Формат: дд.мм.гггг», the empty field shows no «дд.мм.гггг» of its own.
        placeholder: props.placeholder
          ? translate(props.placeholder)
          : helpOf(props.uiSchema) === DATE_FORMAT_HELP
            ? undefined
            : i18n._(formTexts.datePlaceholder),
      }}
    />
  )
}

function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, options } = props
  const translate = useTranslate(props.registry)
  return (
    <textarea
      id={id}
      name={props.htmlName || id}
      className="sf-input sf-textarea"
      rows={typeof options.rows === 'number' ? options.rows : 4}
      value={value == null ? '' : String(value)}
      placeholder={placeholder ? translate(placeholder) : undefined}
      disabled={disabled}
      readOnly={readonly}
      onChange={(e) => onChange(emptyTo(e.target.value, options))}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      {...controlA11y(props)}
    />
  )
}

const indexOfValue = (options: WidgetProps['options'], value: unknown) =>
  (options.enumOptions ?? []).findIndex((o) => o.value === value)

function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, required, onChange, onBlur, onFocus } = props
  const { options, multiple } = props
  const { i18n } = useLingui()
  const translate = useTranslate(props.registry)
  const enumOptions = options.enumOptions ?? []
  const choices = enumOptions.map((option, index) => (
    <option
      key={index}
      value={String(index)}
      disabled={options.enumDisabled?.includes(option.value)}
    >
      {translate(option.label)}
    </option>
  ))
  // A multiple choice (an array of unique enum items, e.g. languages): its value is the array.
  if (multiple) {
    const chosen = Array.isArray(value) ? value : []
    const valuesOf = (select: HTMLSelectElement) =>
      [...select.selectedOptions].map((o) => enumOptions[Number(o.value)]?.value)
    return (
      <select
        id={id}
        name={props.htmlName || id}
        className="sf-input sf-select"
        multiple
        size={Math.min(enumOptions.length, 6)}
        value={enumOptions.flatMap((o, i) => (chosen.includes(o.value) ? [String(i)] : []))}
        disabled={disabled || readonly}
        onChange={(e) => onChange(valuesOf(e.target))}
        onBlur={(e) => onBlur(id, valuesOf(e.target))}
        onFocus={(e) => onFocus(id, valuesOf(e.target))}
        {...controlA11y(props)}
      >
        {choices}
      </select>
    )
  }
  const selected = indexOfValue(options, value)
  const valueAt = (index: string) =>
    index === '' ? options.emptyValue : enumOptions[Number(index)]?.value
  return (
    <select
      id={id}
      name={props.htmlName || id}
      className="sf-input sf-select"
      value={selected === -1 ? '' : String(selected)}
      data-empty={selected === -1 ? '' : undefined}
      disabled={disabled || readonly}
      onChange={(e) => onChange(valueAt(e.target.value))}
      onBlur={(e) => onBlur(id, valueAt(e.target.value))}
      onFocus={(e) => onFocus(id, valueAt(e.target.value))}
      {...controlA11y(props)}
    >
      {(selected === -1 || !required) && (
        <option value="">
          {placeholder ? translate(placeholder) : i18n._(formTexts.selectPlaceholder)}
        </option>
      )}
      {choices}
    </select>
  )
}

/** The group's visible title is the field template's label (titleId), named by aria-labelledby. */
function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options } = props
  const translate = useTranslate(props.registry)
  return (
    <div
      role="radiogroup"
      className="sf-choices"
      aria-labelledby={props.hideLabel ? undefined : titleId(id)}
      aria-label={props.hideLabel ? translate(props.label) : undefined}
      {...controlA11y(props)}
    >
      {(options.enumOptions ?? []).map((option, index) => (
        <label key={index} className="sf-choice" htmlFor={optionId(id, index)}>
          <input
            type="radio"
            id={optionId(id, index)}
            name={props.htmlName || id}
            checked={option.value === value}
            disabled={disabled || readonly || options.enumDisabled?.includes(option.value)}
            onChange={() => onChange(option.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{translate(option.label)}</span>
        </label>
      ))}
    </div>
  )
}

/** The checkbox carries its own label (the field template leaves it out). */
function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, required, label, onChange, onBlur, onFocus } = props
  const translate = useTranslate(props.registry)
  return (
    <label className="sf-choice sf-check" htmlFor={id}>
      <input
        type="checkbox"
        id={id}
        name={props.htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(e) => onChange(e.target.checked)}
        onBlur={(e) => onBlur(id, e.target.checked)}
        onFocus={(e) => onFocus(id, e.target.checked)}
        {...controlA11y(props)}
      />
      <span>
        {translate(label)}
        {required && (
          <span className="sf-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </span>
    </label>
  )
}

/** By rjsf's names, so schemas pick them as they would the defaults; plus `phone`. */
export const widgets: RegistryWidgetsType = {
  TextWidget,
  EmailWidget,
  PasswordWidget,
  DateWidget,
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  PhoneWidget,
  phone: PhoneWidget,
}
