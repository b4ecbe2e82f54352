/**
 * Hidden debug popup (spec shell-data §2 App shell): version, host, API path and version,
 * client, user agent, push token, registry problems, app data, a verbose toggle.
 * Opened by 10 taps on the brand logo in the side panel.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { registry } from '../../registry/index.ts'
import { API_VERSION, APP_VERSION } from '../core/brand/brand.ts'
import { appData } from '../core/state/app-data.ts'
import { session, setVerbose, sessionApiLocation } from '../core/state/session.ts'
import { readJson, storageKeys } from '../core/storage/storage.ts'

export function DebugPopup() {
  const { t } = useLingui()
  const s = useSnapshot(session)
  const { problems } = useSnapshot(registry)
  const { data } = useSnapshot(appData)
  const pushToken = readJson<string | null>(storageKeys.pushToken, null)
  const api = sessionApiLocation()
  const rows: [string, string][] = [
    [t`Version`, APP_VERSION],
    [t`Host`, s.brand.host],
    [t`API path`, api.apiBase],
    [t`API version`, API_VERSION],
    [t`Client`, s.brand.client ?? '—'],
    [t`Domain`, s.domain || '—'],
    [t`Device`, s.idDevice ?? '—'],
    [t`Developer mode`, s.devMode ? t`on` : t`off`],
    [t`Push token`, pushToken ?? t`none`],
    [t`User agent`, navigator.userAgent],
  ]
  return (
    <div className="debug-popup">
      <dl className="debug-popup__list">
        {rows.map(([k, v]) => (
          <div key={k} className="debug-popup__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <label className="debug-popup__toggle">
        <input type="checkbox" checked={s.verbose} onChange={(e) => setVerbose(e.target.checked)} />
        <Trans>Verbose logging</Trans>
      </label>
      <section aria-labelledby="debug-problems">
        <h3 id="debug-problems">
          <Trans>Module problems</Trans>
        </h3>
        {problems.length ? (
          <ul className="debug-popup__problems">
            {problems.map((p, i) => (
              <li key={i}>
                <strong>{p.module}</strong> ({p.kind}): {p.detail}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            <Trans>none</Trans>
          </p>
        )}
      </section>
      <details className="debug-popup__data">
        <summary>
          <Trans>App data</Trans>
        </summary>
        <pre>{JSON.stringify(data, null, 2)}</pre>
      </details>
    </div>
  )
}
