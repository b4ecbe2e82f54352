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
 * `lang` orders the parts but does not name them: Chromium writes an empty field's letters in its
 * own UI language («dd.mm.yyyy» on a Russian screen of an English browser, whatever `lang` and
 * the page say; iOS Safari writes none). So an empty field not being edited shows the UI's own
 * letters in the field's order («дд.мм.гггг»), the browser's hidden
 * (schema-form.css; issue 12, session 16); editing shows the browser's own segments.
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

/**
 * The letters of an empty date field in the UI's language, in the order the field's `lang` lays
 * it out: 'ru-RU' «дд.мм.гггг», 'en' "mm/dd/yyyy", 'en-GB' "dd/mm/yyyy".
 */
export function dateHint(lang: string, letters: { day: string; month: string; year: string }) {
  const parts = new Intl.DateTimeFormat(lang, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(2000, 0, 31))
  return parts
    .map((p) =>
      p.type === 'literal'
        ? p.value
        : p.type in letters
          ? letters[p.type as keyof typeof letters]
          : '',
    )
    .join('')
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
  const lang = dateFieldLang(locale)
  // English letters are the browser's own (and its order for `en` is its own: d/m/y here)
  const hint =
    iso || locale.startsWith('en')
      ? null
      : dateHint(lang, {
          day: i18n._(formTexts.dayLetters),
          month: i18n._(formTexts.monthLetters),
          year: i18n._(formTexts.yearLetters),
        })
  const input = (
    <input
      lang={lang}
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
          {hint}
        </span>
      ) : null}
    </span>
  )
}
