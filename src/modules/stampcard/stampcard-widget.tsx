/**
 * Stamp card home block (shell-data §2 "Stamp card block"): title, text, a row of stamps or a
 * progress bar, and at completion a reward button that opens the bonus popup (`bonus:open-qr`).
 * Short card when 3 or fewer stamps are required. userStamps comes per user in app data.
 */
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { emit } from '../../core/events.ts'
import type { SlotWidgetProps } from '../../core/module.ts'
import { Button } from '../../ui/button/button.tsx'
import { Icon } from '../../ui/icon/icon.tsx'
import { stampState } from './progress.ts'
import type { StampcardSettings } from './settings.ts'
import './stampcard.css'

export default function StampcardWidget({ settings }: SlotWidgetProps) {
  const s = settings as Partial<StampcardSettings>
  const { t, i18n } = useLingui()
  const state = stampState(s.userStamps, s.stampsToReward)
  const blockTitle = s.blockTitle?.trim() || t`Stamp card`
  const word =
    s.counterTitle?.trim() ||
    i18n._(msg({ message: plural(state.required, { one: 'stamp', other: 'stamps' }) }))
  const counter = t`${state.stamps} of ${state.required}`
  // isReduced: a compact row that leaves reduceBy stamps out of the drawing.
  const drawn = Math.max(1, state.required - (s.isReduced ? Math.max(0, s.reduceBy ?? 0) : 0))
  return (
    <section
      className={['stampcard', state.short && 'stampcard--short'].filter(Boolean).join(' ')}
      aria-label={blockTitle}
    >
      {s.showBlockTitle !== false && <h2 className="stampcard__block-title">{blockTitle}</h2>}
      <div className="stampcard__card">
        {s.title ? <h3 className="stampcard__title">{s.title}</h3> : null}
        {s.text && !s.isReduced ? <p className="stampcard__text">{s.text}</p> : null}
        {!s.isDividerHidden && <hr className="stampcard__divider" />}
        {s.type === 'progress' ? (
          <div
            className="stampcard__bar"
            role="progressbar"
            aria-label={blockTitle}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
          >
            <span style={{ width: `${state.percent}%` }} />
          </div>
        ) : (
          <ol className="stampcard__stamps" aria-label={`${counter} ${word}`}>
            {Array.from({ length: drawn }, (_, i) => {
              const filled = i < Math.min(state.stamps, drawn)
              return (
                <li
                  key={i}
                  className={['stampcard__stamp', filled && 'stampcard__stamp--filled']
                    .filter(Boolean)
                    .join(' ')}
                  aria-label={filled ? t`Stamp ${i + 1}: collected` : t`Stamp ${i + 1}: not yet`}
                >
                  {filled ? (
                    <Icon name="stamp" size={22} />
                  ) : i === drawn - 1 ? (
                    <Icon name="gift" size={20} />
                  ) : null}
                </li>
              )
            })}
          </ol>
        )}
        <p className="stampcard__counter">
          {counter} {word}
          {s.type === 'progress' ? ` · ${state.percent}%` : ''}
        </p>
        {state.complete && (
          <Button block onClick={() => emit('bonus:open-qr')}>
            {t`Get the reward`}
          </Button>
        )}
      </div>
    </section>
  )
}
