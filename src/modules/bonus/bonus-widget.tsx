/**
 * Home widgets of the bonus module (accounts-loyalty §2 "Bonus module screens"): the bonus button
 * or card (homeBonusButtonType; the balance animates over 1000 ms; group name and percent), the
 * progress block toward the next group (floor formula, 100 at the top, only with more than one
 * group and showNextGroup), and the delayed-bonus block. The balance opens /history/.
 *
 * In a mini-app whose menu button is hidden (hideMenuMiniapp, default true) the menu's bonus
 * entries can't be reached, so the slot shows the overview block instead (overview-block.tsx):
 * one compact card with the balance, group, QR button, progress and awaiting points.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { miniAppWithoutMenu } from '../../core/brand/mini-app.ts'
import type { SlotWidgetProps } from '../../core/module.ts'
import type { AppData } from '../../core/state/types.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { session } from '../../core/state/session.ts'
import { useShownBalance } from '../../core/state/spent-bonus.ts'
import { nestQuotes } from '../../core/format/typograph.ts'
import { Icon } from '../../ui/icon/icon.tsx'
import './icons.ts'
import { QrCode, preloadQrCode } from '../../ui/qr-code/qr-code.tsx'
import { useAnimatedNumber } from './animated-number.ts'
import { cardIconSize } from './card-icon.ts'
import { OverviewBlock } from './overview-block.tsx'
import { preloadLater } from './preload-later.ts'
import { awaitingText, moneyText, pointsText } from './points.ts'
import {
  clampPercent,
  groupProgress,
  leftToNext,
  nextGroup,
  type ProgressUser,
  showGroupProgress,
} from './progress.ts'
import type { BonusSettings } from './settings.ts'
import {
  openBonusPopup,
  openHistory,
  openLevelsPopup,
  preloadBonusPopup,
  setBonusSettings,
} from './store.ts'
import { LevelProgressBar } from './progress-bar.tsx'
import './bonus.css'

export default function BonusWidget({ settings }: SlotWidgetProps<BonusSettings>) {
  const s = settings
  const { t, i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const { brand } = useSnapshot(session)
  const balance = useShownBalance()
  const animated = useAnimatedNumber(balance)
  useEffect(() => {
    setBonusSettings(settings)
  }, [settings])
  useEffect(
    // The card must open offline too: its code and the QR library load once the first screen is
    // in, not beside the home's LCP picture (issue 16).
    () =>
      preloadLater(() => {
        preloadBonusPopup()
        void preloadQrCode().catch(() => undefined)
      }),
    [],
  )

  const user = data?.user
  const loggedIn = isLoggedIn(data as AppData | null)
  const app = data?.settings
  const groups = s.groups
  const groupName = typeof user?.groupName === 'string' ? user.groupName : ''
  const groupPercent = clampPercent(user?.groupBonus)
  const delayed = typeof user?.delayedBonus === 'number' ? user.delayedBonus : 0
  const title = s.homeBonusButtonText.trim() || t`My bonus card`
  const balanceText = pointsText(Math.max(0, animated), app, i18n)
  const group = groupName ? `${groupName} · ${groupPercent}%` : ''
  const qrValue = String(user?.codeQR || user?.code || '')

  const next = nextGroup(groups, user as ProgressUser | undefined)
  const percent = groupProgress(user?.orderSum, next)
  // Money (the purchases left), not points: the brand's decimals apply ('115.00 BYN').
  const left = moneyText(leftToNext(user?.orderSum, next), app, i18n.locale)
  const nextName = nestQuotes(next?.name ?? '', i18n.locale)
  const showProgress = loggedIn && s.showNextGroup !== false && showGroupProgress(groups)
  const progressText = next
    ? t`${left} of purchases to the “${nextName}” level`
    : t`You have reached the top level`
  const delayedText = awaitingText(delayed, app, i18n)

  if (miniAppWithoutMenu(app, brand.miniApp)) {
    return (
      <OverviewBlock
        loggedIn={loggedIn}
        title={title}
        group={group}
        balance={loggedIn ? balanceText : null}
        balanceLabel={t`Balance: ${pointsText(balance, app, i18n)}. Transaction history`}
        progress={showProgress ? { text: progressText, percent } : null}
        delayed={loggedIn && delayed > 0 ? delayedText : null}
      />
    )
  }

  const main =
    s.homeBonusButtonType === 'card' && loggedIn ? (
      <div className="bonus-card">
        <div className="bonus-card__top">
          <span className="bonus-card__title">{title}</span>
          {group && <span className="bonus-card__group">{group}</span>}
        </div>
        <div className="bonus-card__body">
          <button type="button" className="bonus-card__balance" onClick={openHistory}>
            <span className="bonus-card__label">{t`Balance`}</span>{' '}
            <span className="bonus-card__value">{balanceText}</span>
            <span className="visually-hidden">, {t`Transaction history`}</span>
          </button>
          <button
            type="button"
            className="bonus-card__qr"
            onClick={openBonusPopup}
            aria-label={t`Show the bonus card QR code`}
          >
            {s.homeBonusButtonCardQRSmall && qrValue ? (
              <QrCode value={qrValue} label="" size={88} margin={2} />
            ) : (
              <Icon name="qr" size={cardIconSize()} />
            )}
          </button>
        </div>
      </div>
    ) : (
      <div className="bonus-button-block">
        <button type="button" className="bonus-button" onClick={openBonusPopup}>
          <span className="bonus-button__icon" aria-hidden="true">
            <Icon name="qr" size={28} />
          </span>
          <span className="bonus-button__text">
            <span className="bonus-button__title">
              {loggedIn ? title : t`Sign in to collect points`}
            </span>
            {loggedIn && group && <span className="bonus-button__group">{group}</span>}
          </span>
        </button>
        {loggedIn && (
          <button type="button" className="bonus-balance-link" onClick={openHistory}>
            <span>{t`Balance`}</span> <strong>{balanceText}</strong>
            <span className="visually-hidden">, {t`Transaction history`}</span>
            <Icon name="chevron" size={18} />
          </button>
        )}
      </div>
    )

  const progress = showProgress ? (
    <button type="button" className="bonus-progress" onClick={openLevelsPopup}>
      <span className="bonus-progress__text">{progressText}</span>
      <LevelProgressBar percent={percent} />
    </button>
  ) : null

  return (
    <section className="bonus-home" aria-label={t`Points`}>
      {main}
      {progress}
      {loggedIn && delayed > 0 && (
        <button type="button" className="bonus-delayed" onClick={openHistory}>
          <Icon name="clock" size={20} />
          <span>{delayedText}</span>
        </button>
      )}
    </section>
  )
}
