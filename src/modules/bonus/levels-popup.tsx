/** Loyalty-levels popup (accounts-loyalty §2): every group with its percent and the progress. */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { clsx } from 'clsx'
import { appData } from '../../core/state/app-data.ts'
import { Button } from '../../ui/button/button.tsx'
import { moneyText } from './points.ts'
import { clampPercent, progressTo, sortedGroups } from './progress.ts'
import { bonusStore } from './store.ts'
import './bonus.css'

export default function LevelsPopup({ close }: { close: () => void }) {
  const { t, i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const { settings } = useSnapshot(bonusStore)
  const user = data?.user
  const groups = sortedGroups(settings.groups)
  const orderSum = typeof user?.orderSum === 'number' ? user.orderSum : 0
  return (
    <div className="bonus-levels">
      {user?.idUser ? (
        <p className="bonus-levels__sum">
          {t`Your purchases`}: <strong>{moneyText(orderSum, data?.settings, i18n.locale)}</strong>
        </p>
      ) : null}
      <ol className="bonus-levels__list" aria-label={t`Loyalty levels`}>
        {groups.map((g) => {
          const percent = user?.idUser ? progressTo(orderSum, g) : 0
          const current = user?.idGroup === g.id
          const threshold = moneyText(g.orderSum, data?.settings, i18n.locale)
          return (
            <li
              key={g.id}
              className={clsx('bonus-level', current && 'bonus-level--current')}
              aria-current={current ? 'true' : undefined}
            >
              <div className="bonus-level__head">
                <span className="bonus-level__name">{g.name}</span>
                <span className="bonus-level__percent">{clampPercent(g.bonus)}%</span>
              </div>
              <p className="bonus-level__threshold">
                {g.orderSum > 0 ? t`From ${threshold} of purchases` : t`From the first purchase`}
                {current ? ` · ${t`your level`}` : ''}
              </p>
              <div
                className="bonus-progress__bar"
                role="progressbar"
                aria-label={g.name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span style={{ width: `${percent}%` }} />
              </div>
            </li>
          )
        })}
      </ol>
      <Button block onClick={close}>
        {t`Done`}
      </Button>
    </div>
  )
}
