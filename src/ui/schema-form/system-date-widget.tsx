/**
 * The system date picker for a date field (spec shell-data §3: datesUseSystemDatePicker,
 * birthdayUseSystemDatePicker): an `<input type="date">` whose value stays the form's
 * dd.mm.yyyy text, so the schema (the `date` keyword) and what is sent are the same as with the
 * typed ##.##.#### mask. Used as `'ui:widget': SystemDateWidget`; `ui:options.min` / `max`
 * ('yyyy-MM-dd') bound the picker.
 *
 * The input carries the UI's language (`lang`; the phone's own variant of it, 'en-GB', when the
 * phone speaks that language), so a browser that lays a date field out by the page's language
 * shows «дд.мм.гггг» on a Russian screen. The `lang` of <html> is not enough: Chromium takes the
 * language of a date field when its type is set, and React builds the input before it is in the
 * page (issue 12, session 15: the walk's ru booking showed «mm/dd/yyyy»); React sets `lang`
 * before `type`.
 *
 * `lang` orders the parts but does not name them: Chromium writes an empty field's letters in the
 * browser's own language («dd.mm.yyyy» on a Russian screen of an English browser; iOS Safari
 * writes none). So while the field is empty and not being edited, a browser of another language
 * than the UI's gets the UI's own hint («дд.мм.гггг») over the field, the browser's letters
 * hidden (schema-form.css; issue 12, session 16).
 */
import { useLingui } from '@lingui/react'
import type { WidgetProps } from '@rjsf/utils'
import { parseDisplayDate, toDisplayDate } from '../../core/format/dates.ts'
import { controlA11y } from './a11y.ts'
import { formTexts } from './texts.ts'

/** The date field's language: the phone's variant of the UI language ('ru-RU', 'en-GB'), else it. */
export function dateFieldLang(locale: string, phone: readonly string[] = browserLanguages()) {
  const own = phone.find((l) => l.toLowerCase().split('-')[0] === locale.toLowerCase())
  return own ?? locale
}

/** True when the browser's own language (its date fields' letters) is not the UI's. */
export function foreignDateLetters(locale: string, phone: readonly string[] = browserLanguages()) {
  const own = phone[0]?.toLowerCase().split('-')[0]
  return Boolean(own) && own !== locale.toLowerCase().split('-')[0]
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

export function SystemDateWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options } = props
  const { i18n } = useLingui()
  const iso = parseDisplayDate(typeof value === 'string' ? value : '') ?? ''
  const toForm = (v: string) => (v ? toDisplayDate(v) : options.emptyValue)
  const locale = i18n.locale || 'ru'
  const hint = !iso && foreignDateLetters(locale)
  const input = (
    <input
      lang={dateFieldLang(locale)}
      type="date"
      id={id}
      name={props.htmlName || id}
      className="sf-input sf-date"
      value={iso}
      data-empty={iso ? undefined : ''}
      data-hinted={hint ? '' : undefined}
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
  // one box always, so a date picked (the hint gone) never remounts the input under the finger
  return (
    <span className="sf-date-box">
      {input}
      {hint ? (
        <span className="sf-date-hint" aria-hidden="true">
          {i18n._(formTexts.datePlaceholder)}
        </span>
      ) : null}
    </span>
  )
}
