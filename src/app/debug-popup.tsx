/**
 * Hidden debug popup (spec shell-data §2 App shell): version, bundle id, host, API path and
 * version, push token, user agent, config and app data, a verbose toggle and a session-recording
 * toggle (§8: turning recording off says that it stops after an app restart). Also the module
 * problems the registry found. Opened by 10 taps on the brand logo in the side panel.
 */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { useSnapshot, type Snapshot } from 'valtio'
import { registry } from '../../registry/index.ts'
import { httpDevOptions } from '../core/api/dev-options.ts'
import { API_VERSION, APP_VERSION } from '../core/brand/brand.ts'
import { openDialog } from '../core/overlay.ts'
import { appData } from '../core/state/app-data.ts'
import { readHostChoice } from '../core/state/dev.ts'
import {
  session,
  sessionApiLocation,
  setVerbose,
  type SessionState,
} from '../core/state/session.ts'
import { readJson, storageKeys } from '../core/storage/storage.ts'
import { isRecordingEnabled, setRecordingEnabled } from '../core/telemetry/recording.ts'

/** spec §8 "Recording-off dialog: session recording stops after an app restart". */
export const recordingOffTexts = {
  title: msg`Session recording`,
  text: msg`Session recording will stop after the app is restarted.`,
  ok: msg`OK`,
}

/**
 * The push token: the endpoint of the current push subscription, if there is one (else the
 * stored token). Null when the browser has neither.
 */
export async function currentPushToken(): Promise<string | null> {
  const stored = readJson<string | null>(storageKeys.pushToken, null)
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const subscription = await registration?.pushManager?.getSubscription()
    return subscription?.endpoint ?? stored
  } catch {
    return stored
  }
}

/**
 * The bundle id of an installable web app: its address (origin), which the browser installs it
 * under; each brand has its own (`{client}.{host}`), so each installs as its own app.
 */
export function bundleId(): string {
  return location.origin
}

/** The app's configuration as the debug popup shows it. */
function configOf(s: Snapshot<SessionState>) {
  return {
    version: APP_VERSION,
    apiVersion: API_VERSION,
    brand: s.brand,
    domain: s.domain,
    locale: s.locale,
    locales: s.locales,
    devMode: s.devMode,
    verbose: s.verbose,
    host: readHostChoice(),
    http: s.devMode ? httpDevOptions() : null,
  }
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState<boolean | null>(null)
  const text = JSON.stringify(value, null, 2) ?? 'null'
  const copy = () => {
    if (!navigator.clipboard) {
      setCopied(false)
      return
    }
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <details className="debug-popup__data">
      <summary>{title}</summary>
      <div className="debug-popup__copy">
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={copy}
          aria-label={t`Copy ${title}`}
        >
          <Trans>Copy</Trans>
        </button>
        <span role="status">
          {copied === true ? t`Copied` : copied === false ? t`Could not copy` : ''}
        </span>
      </div>
      <pre>{text}</pre>
    </details>
  )
}

export function DebugPopup() {
  const { t } = useLingui()
  const s = useSnapshot(session)
  const { problems } = useSnapshot(registry)
  const { data } = useSnapshot(appData)
  const [pushToken, setPushToken] = useState<string | null>(() =>
    readJson<string | null>(storageKeys.pushToken, null),
  )
  const [recording, setRecording] = useState(isRecordingEnabled)
  const problemsId = useId()
  useEffect(() => {
    let live = true
    void currentPushToken().then((token) => live && setPushToken(token))
    return () => {
      live = false
    }
  }, [])
  const api = sessionApiLocation()
  const rows: [string, string][] = [
    [t`Version`, APP_VERSION],
    [t`Bundle id`, bundleId()],
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
  const toggleRecording = (on: boolean) => {
    setRecording(on)
    setRecordingEnabled(on)
    if (!on) {
      openDialog({
        title: recordingOffTexts.title,
        text: recordingOffTexts.text,
        buttons: [{ text: recordingOffTexts.ok, role: 'primary' }],
      })
    }
  }
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
      <label className="debug-popup__toggle">
        <input
          type="checkbox"
          checked={recording}
          onChange={(e) => toggleRecording(e.target.checked)}
        />
        <Trans>Session recording</Trans>
      </label>
      <section aria-labelledby={problemsId}>
        <h3 id={problemsId}>
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
      <JsonBlock title={t`Config`} value={{ ...configOf(s), api }} />
      <JsonBlock title={t`App data`} value={data} />
    </div>
  )
}
