/**
 * The overview block (accounts-loyalty §2 "Bonus module screens": used in a mini-app when
 * elements are hidden). A mini-app hides the menu button, and with it the menu's bonus entries,
 * so one compact card on home gathers them: the balance (opens the operation history), the group,
 * the QR card button, the progress toward the next level (opens the levels popup) and the points
 * awaiting activation. A guest gets the sign-in button instead of the balance.
 */
import { useLingui } from '@lingui/react/macro'
import { Icon } from '../../ui/icon/icon.tsx'
import './icons.ts'
import { cardIconSize } from './card-icon.ts'
import { LevelProgressBar } from './progress-bar.tsx'
import { openBonusPopup, openHistory, openLevelsPopup } from './store.ts'

export interface OverviewBlockProps {
  loggedIn: boolean
  title: string
  /** 'Group · 5%', or empty. */
  group: string
  /** The shown balance ('16.00 баллов'); null for a guest. */
  balance: string | null
  /** Accessible name of the balance button. */
  balanceLabel: string
  progress: { text: string; percent: number } | null
  /** '+2 points awaiting activation', or null. */
  delayed: string | null
}

export function OverviewBlock(props: OverviewBlockProps) {
  const { t } = useLingui()
  const { loggedIn, title, group, balance, balanceLabel, progress, delayed } = props
  return (
    <section className="bonus-home bonus-overview" aria-label={t`My points`}>
      <div className="bonus-overview__top">
        <div className="bonus-overview__heading">
          <h2 className="bonus-overview__title">{title}</h2>
          {loggedIn && group && <span className="bonus-overview__group">{group}</span>}
        </div>
        <button
          type="button"
          className="bonus-overview__qr"
          onClick={openBonusPopup}
          aria-label={t`Show the bonus card QR code`}
        >
          <Icon name="qr" size={cardIconSize()} />
        </button>
      </div>
      {loggedIn && balance !== null ? (
        <button
          type="button"
          className="bonus-overview__row bonus-overview__balance"
          onClick={openHistory}
          aria-label={balanceLabel}
        >
          <span>{t`Balance`}</span>
          <strong>{balance}</strong>
          <Icon name="chevron" size={18} />
        </button>
      ) : (
        <button
          type="button"
          className="bonus-overview__row bonus-overview__sign-in"
          onClick={openBonusPopup}
        >
          {t`Sign in to collect points`}
        </button>
      )}
      {progress && (
        <button
          type="button"
          className="bonus-overview__row bonus-overview__progress"
          onClick={openLevelsPopup}
        >
          <span className="bonus-overview__progress-text">{progress.text}</span>
          <LevelProgressBar percent={progress.percent} />
        </button>
      )}
      {delayed && (
        <button
          type="button"
          className="bonus-overview__row bonus-overview__delayed"
          onClick={openHistory}
        >
          <Icon name="clock" size={18} />
          <span>{delayed}</span>
        </button>
      )}
    </section>
  )
}
