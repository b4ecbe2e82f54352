/**
 * Loading screen (spec Startup): a progress bar that runs for up to 20 s, then the status
 * 'connection error' with a retry button that restarts device registration and loading.
 * Welcome, age-check and update screens are later issues: they hook in at `StartupGate` in
 * app.tsx (between this screen and the shell).
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../core/state/ui.ts'
import { LOADING_TIMEOUT, retryStartup } from './boot.ts'

function useProgress(startedAt: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    const t = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(t)
  }, [running])
  const elapsed = Math.max(0, now - startedAt)
  // Fast at first, slowing towards the end: never looks stuck, never reaches 100 by itself.
  return Math.min(0.97, 1 - Math.exp((-3 * elapsed) / LOADING_TIMEOUT))
}

export function LoadingScreen() {
  const { t } = useLingui()
  const { startup } = useSnapshot(ui)
  const failed = startup.phase === 'error'
  const progress = useProgress(startup.startedAt, !failed)
  return (
    <main className="loading-screen" aria-busy={!failed}>
      <div className="loading-screen__box">
        {failed ? (
          <>
            <p className="loading-screen__status" role="alert">
              {t`connection error`}
            </p>
            <button type="button" className="shell-button" onClick={() => void retryStartup()}>
              {t`Retry`}
            </button>
          </>
        ) : (
          <>
            <div
              className="loading-screen__bar"
              role="progressbar"
              aria-label={t`Loading`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
            >
              <span style={{ transform: `scaleX(${progress})` }} />
            </div>
            <p className="loading-screen__status">{t`Loading…`}</p>
          </>
        )}
      </div>
    </main>
  )
}
