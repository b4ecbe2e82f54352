/** The bar toward the next loyalty level and its percent (home block and overview block). */
import { useLingui } from '@lingui/react/macro'

export function LevelProgressBar({ percent }: { percent: number }) {
  const { t } = useLingui()
  return (
    <>
      <span
        className="bonus-progress__bar"
        role="progressbar"
        aria-label={t`Progress to the next level`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </span>
      <span className="bonus-progress__percent">{percent}%</span>
    </>
  )
}
