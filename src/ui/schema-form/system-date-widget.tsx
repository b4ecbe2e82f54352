/**
 * The system date picker for a date field (spec shell-data §3: datesUseSystemDatePicker,
 * birthdayUseSystemDatePicker): an `<input type="date">` whose value stays the form's
 * dd.mm.yyyy text, so the schema (the `date` keyword) and what is sent are the same as with the
 * typed ##.##.#### mask. Used as `'ui:widget': SystemDateWidget`; `ui:options.min` / `max`
 * ('yyyy-MM-dd') bound the picker.
 */
import type { WidgetProps } from '@rjsf/utils'
import { parseDisplayDate, toDisplayDate } from '../../core/format/dates.ts'
import { controlA11y } from './a11y.ts'

export function SystemDateWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options } = props
  const iso = parseDisplayDate(typeof value === 'string' ? value : '') ?? ''
  const toForm = (v: string) => (v ? toDisplayDate(v) : options.emptyValue)
  return (
    <input
      type="date"
      id={id}
      name={props.htmlName || id}
      className="sf-input sf-date"
      value={iso}
      data-empty={iso ? undefined : ''}
      min={typeof options.min === 'string' ? options.min : undefined}
      max={typeof options.max === 'string' ? options.max : undefined}
      disabled={disabled}
      readOnly={readonly}
      onChange={(e) => onChange(toForm(e.target.value))}
      onBlur={(e) => onBlur(id, toForm(e.target.value))}
      onFocus={(e) => onFocus(id, toForm(e.target.value))}
      {...controlA11y(props)}
    />
  )
}
