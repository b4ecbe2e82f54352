/**
 * Stars: the rating input of the form (a radio group of 1 to 5, each named «4 из 5») and the
 * read-only stars of a list card (quality 2…10 shown with halves).
 */
import { useLingui } from '@lingui/react/macro'
import { titleId, type WidgetProps } from '@rjsf/utils'
import { useTranslate } from '../../ui/schema-form/context.ts'
import { MAX_STARS } from './rules.ts'

const range = Array.from({ length: MAX_STARS }, (_, i) => i + 1)

const STAR = 'M12 2.6l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.4l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'

function StarSvg({ filled }: { filled: boolean }) {
  return (
    <svg
      className="fb-star__svg"
      viewBox="0 0 24 24"
      preserveAspectRatio="xMinYMid meet"
      aria-hidden="true"
    >
      <path
        d={STAR}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** One star; a half star is an outline with the filled star's left half over it. */
function StarShape({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  return (
    <span className={`fb-star fb-star--${fill}`} aria-hidden="true">
      <StarSvg filled={fill === 'full'} />
      {fill === 'half' ? (
        <span className="fb-star__half">
          <StarSvg filled />
        </span>
      ) : null}
    </span>
  )
}

/** The rating widget for the SchemaForm (uiSchema 'ui:widget'); its own visible label. */
export function StarsWidget(props: WidgetProps) {
  const { t } = useLingui()
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, label } = props
  const translate = useTranslate(props.registry)
  const current = typeof value === 'number' ? value : 0
  const invalid = !props.hideError && !!props.rawErrors?.length
  return (
    <div className="fb-rating">
      <span id={titleId(id)} className="sf-label">
        {translate(label)}
      </span>
      <div
        role="radiogroup"
        className="fb-stars fb-stars--input"
        aria-labelledby={titleId(id)}
        aria-invalid={invalid || undefined}
      >
        {range.map((n) => (
          <label key={n} className="fb-stars__option" htmlFor={`${id}-${n - 1}`}>
            <input
              type="radio"
              className="fb-stars__radio"
              id={`${id}-${n - 1}`}
              name={props.htmlName || id}
              value={n}
              checked={current === n}
              disabled={disabled || readonly}
              aria-label={t`${n} of ${MAX_STARS}`}
              onChange={() => onChange(n)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <StarShape fill={n <= current ? 'full' : 'empty'} />
          </label>
        ))}
      </div>
    </div>
  )
}

/** Read-only stars with halves (a list card); named «Оценка: 3,5 из 5». */
export function StarsView({ stars }: { stars: number }) {
  const { t, i18n } = useLingui()
  const shown = i18n.number(stars, { maximumFractionDigits: 1 })
  return (
    <span className="fb-stars" role="img" aria-label={t`Rating: ${shown} of ${MAX_STARS}`}>
      {range.map((n) => (
        <StarShape key={n} fill={stars >= n ? 'full' : stars >= n - 0.5 ? 'half' : 'empty'} />
      ))}
    </span>
  )
}
