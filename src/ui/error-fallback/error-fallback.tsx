/**
 * The one fallback for a react-error-boundary: 'Something went wrong...' with 'Try again'
 * (never a blank screen). 'Try again' resets the boundary (its `onReset` reloads what failed).
 */
import { Trans } from '@lingui/react/macro'
import type { FallbackProps } from 'react-error-boundary'

export function ErrorFallback({ resetErrorBoundary }: Pick<FallbackProps, 'resetErrorBoundary'>) {
  return (
    <div className="error-panel" role="alert">
      <p>
        <Trans>Something went wrong...</Trans>
      </p>
      <button type="button" className="shell-button" onClick={() => resetErrorBoundary()}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
