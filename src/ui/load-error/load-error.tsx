/**
 * A list or block that could not load (spec shell-data §8, architecture: a failing network gives
 * the spec's error text, never a blank screen or a false empty state): 'Could not load', the
 * spec's text for the failure, and a retry button.
 */
import type { MessageDescriptor } from '@lingui/core'
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

export interface PopupErrorProps {
  /** What failed; its spec text is shown under the title. */
  error: unknown
  /** Another text for the failure (a module's own not-found text). */
  text?: MessageDescriptor | string
  onRetry: () => void
  /** The retry button's own words where a module's spec names them (actions: 'Reload'). */
  retryText?: MessageDescriptor
}

/**
 * A popup whose content could not load (spec shell-data §8, generic popup error): 'Что-то пошло
 * не так...', what failed in the spec's words, and 'Попробовать снова'.
 */
export function PopupError({ error, text, onRetry, retryText }: PopupErrorProps) {
  const { i18n } = useLingui()
  return (
    <div className="ui-load-error" role="alert">
      <p className="ui-load-error__title">{i18n._(errorTexts.somethingWrong)}</p>
      <p className="ui-load-error__text">{textOf(i18n, text ?? errorText(error))}</p>
      <Button variant="secondary" onClick={onRetry}>
        {i18n._(retryText ?? errorTexts.tryAgain)}
      </Button>
    </div>
  )
}
