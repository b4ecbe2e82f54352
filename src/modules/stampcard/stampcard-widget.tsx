/**
 * Stamp card home block (shell-data §2 "Stamp card block"): title, text, a row of stamps or a
 * progress bar, and at completion a reward button that opens the bonus popup (`bonus:open-qr`).
 * Short card when 3 or fewer stamps are required. userStamps comes per user in app data.
 */
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'
import type { CSSProperties } from 'react'
import { appEvents, emit } from '../../core/events.ts'
import { typograph } from '../../core/format/typograph.ts'
import type { SlotWidgetProps } from '../../core/module.ts'
import { Button } from '../../ui/button/button.tsx'
import { Icon } from '../../ui/icon/icon.tsx'
import './icons.ts'
import { stampColumns, stampSlots, stampState } from './progress.ts'
import type { StampcardSettings } from './settings.ts'
import './stampcard.css'

export default function StampcardWidget({ settings: s }: SlotWidgetProps<StampcardSettings>) {
  const { t, i18n } = useLingui()
  const state = stampState(s.userStamps, s.stampsToReward)
  const blockTitle = s.blockTitle.trim() || t`Stamp card`
  // '3 of 8 stamps' as one ICU plural (ru: «из 1 штампа», «из 5 штампов», «из 21 штампа»); a
  // brand's own counterTitle is its word as written (a brand text, not a plural).
  const own = s.counterTitle.trim()
  const required = state.required
  const counted = own
    ? `${t`${state.stamps} of ${required}`} ${own}`
    : i18n._(msg`${state.stamps} of ${plural(required, { one: '# stamp', other: '# stamps' })}`)
  // isReduced: a compact card (no text) whose row folds the first stamps into one '1–N' slot (reduceBy fewer slots).
  const slots = stampSlots(state, s.isReduced ? s.reduceBy : 0)
  return (
    <section
      className={clsx('stampcard', state.short && 'stampcard--short')}
      aria-label={blockTitle}
    >
      {s.showBlockTitle && <h2 className="stampcard__block-title">{blockTitle}</h2>}
      <div className="stampcard__card">
        {s.title ? <h3 className="stampcard__title">{typograph(s.title)}</h3> : null}
        {s.text && !s.isReduced ? <p className="stampcard__text">{typograph(s.text)}</p> : null}
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
          <ol
            className="stampcard__stamps"
            aria-label={counted}
            // rows as even as can be: 8 as 4 + 4, 10 as 5 + 5 (progress.ts stampColumns)
            style={{ '--stamp-columns': stampColumns(slots.length) } as CSSProperties}
          >
            {slots.map((slot) => (
              <li
                key={slot.number}
                className={clsx(
                  'stampcard__stamp',
                  slot.filled && 'stampcard__stamp--filled',
                  slot.folded > 0 && 'stampcard__stamp--folded',
                  slot.folded > 0 &&
                    !slot.filled &&
                    state.stamps > 0 &&
                    'stampcard__stamp--partial',
                )}
                aria-label={
                  slot.folded > 0
                    ? slot.filled
                      ? t`Stamps 1–${slot.number}: collected`
                      : t`Stamps 1–${slot.number}: ${Math.min(state.stamps, slot.number)} collected`
                    : slot.filled
                      ? t`Stamp ${slot.number}: collected`
                      : t`Stamp ${slot.number}: not yet`
                }
              >
                {slot.folded > 0 ? (
                  <span className="stampcard__fold" aria-hidden="true">
                    {/* Some of the folded stamps collected: how many, so none goes unseen. */}
                    {!slot.filled && state.stamps > 0
                      ? `${state.stamps}/${slot.number}`
                      : `1–${slot.number}`}
                  </span>
                ) : slot.filled ? (
                  <Icon name="stamp" size={22} />
                ) : slot.reward ? (
                  <Icon name="gift" size={20} />
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <p className="stampcard__counter">
          {counted}
          {s.type === 'progress' ? ` · ${state.percent}%` : ''}
        </p>
        {state.complete && (
          <Button block onClick={() => emit(appEvents.bonusOpenQr)}>
            {t`Get the reward`}
          </Button>
        )}
      </div>
    </section>
  )
}
