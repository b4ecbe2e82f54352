/**
 * The one fallback for a react-error-boundary: 'Something went wrong...' with 'Try again'
 * (never a blank screen). 'Try again' resets the boundary (its `onReset` reloads what failed).
 */
import { useLingui } from '@lingui/react/macro'
import type { FallbackProps } from 'react-error-boundary'

export function ErrorFallback({ resetErrorBoundary }: Pick<FallbackProps, 'resetErrorBoundary'>) {
  const { t } = useLingui()
  return (
    <div className="error-panel" role="alert">
      <p>{t`Something went wrong...`}</p>
      <button type="button" className="shell-button" onClick={() => resetErrorBoundary()}>
        {t`Try again`}
      </button>
    </div>
  )
}
