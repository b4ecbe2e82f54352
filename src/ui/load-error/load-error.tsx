/**
 * A list or block that could not load (spec shell-data §8, architecture: a failing network gives
 * the spec's error text, never a blank screen or a false empty state): 'Could not load', the
 * spec's text for the failure, and a retry button.
 */
import { useLingui } from '@lingui/react/macro'
import { errorText, errorTexts } from '../../core/api/errors.ts'
import { textOf } from '../../core/i18n/text.ts'
import { Button } from '../button/button.tsx'
import './load-error.css'

export interface LoadErrorProps {
  /** What failed (an ApiError or any thrown value). */
  error: unknown
  onRetry: () => void
  /** A smaller look for blocks inside a screen (home widgets). */
  compact?: boolean
}

export function LoadError({ error, onRetry, compact }: LoadErrorProps) {
  const { i18n, t } = useLingui()
  const text = errorText(error)
  return (
    <div
      className={compact ? 'ui-load-error ui-load-error--compact' : 'ui-load-error'}
      role="alert"
    >
      <p className="ui-load-error__title">{t`Could not load`}</p>
      <p className="ui-load-error__text">{textOf(i18n, text)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {i18n._(errorTexts.tryAgain)}
      </Button>
    </div>
  )
}
