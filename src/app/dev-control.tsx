/**
 * Dev control overlay (spec shell-data §2 App shell: "dev mode only: switches host (client,
 * production, stage, custom), locale (ru/en) and card view"), plus the HTTP layer's dev options
 * (§7: artificial delay, forced error, authorized-mode fallback result). A small button over the
 * app opens it, in developer mode only (§6: the URL has query parameters or the dev flag is
 * stored). Apply reloads app data in the new context (./dev-context.ts).
 */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { forcedErrorKinds, httpDevOptions, type ForcedErrorKind } from '../core/api/dev-options.ts'
import { KNOWN_LOCALES, type Locale } from '../core/i18n/i18n.ts'
import { openPopup } from '../core/overlay.ts'
import {
  cardViews,
  cleanHost,
  hostKinds,
  platformHosts,
  type CardView,
  type HostKind,
} from '../core/state/dev.ts'
import { session } from '../core/state/session.ts'
import { Button } from '../ui/button/button.tsx'
import { RadioGroup } from '../ui/radio-group/radio-group.tsx'
import { applyDevContext, currentDevContext } from './dev-context.ts'

const hostLabels = {
  client: msg`Client`,
  production: msg`Production`,
  stage: msg`Stage`,
  custom: msg`Custom`,
} as const

const localeLabels: Record<Locale, string> = { ru: 'Русский', en: 'English' }

const cardViewLabels = {
  settings: msg`As in settings`,
  button: msg`Button`,
  card: msg`Card`,
} as const

const errorLabels = {
  network: msg`Network error`,
  timeout: msg`Timeout`,
  server: msg`Server error`,
  http: msg`HTTP error`,
  malformed: msg`Malformed answer`,
} as const

export const devControlLabel = msg`Developer controls`

export function DevControlForm({ close }: { close: () => void }) {
  const { t, i18n } = useLingui()
  const s = useSnapshot(session)
  const [initial] = useState(() => currentDevContext({ ...httpDevOptions() }))
  const [hostKind, setHostKind] = useState<HostKind>(initial.host.kind)
  const [custom, setCustom] = useState(initial.host.custom)
  const [locale, setLocaleChoice] = useState<Locale>(initial.locale)
  const [cardView, setCardView] = useState<CardView>(initial.cardView)
  const [delay, setDelay] = useState(String(initial.http.delay))
  const [forcedError, setForcedError] = useState<ForcedErrorKind | ''>(
    initial.http.forcedError ?? '',
  )
  const [fallbackOn, setFallbackOn] = useState(initial.http.authorizedFallback !== null)
  const [fallback, setFallback] = useState(
    JSON.stringify(initial.http.authorizedFallback ?? { status: 'ok' }),
  )
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { custom: useId(), delay: useId(), error: useId(), fallback: useId() }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (hostKind === 'custom' && !cleanHost(custom)) {
      setError(t`Enter a host such as stage.example.com:8080.`)
      return
    }
    let parsed: Record<string, unknown> | null = null
    if (fallbackOn) {
      try {
        const value: unknown = JSON.parse(fallback)
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error()
        parsed = value as Record<string, unknown>
      } catch {
        setError(t`The fallback result must be a JSON object.`)
        return
      }
    }
    setError(null)
    setBusy(true)
    const ms = Number(delay)
    void applyDevContext({
      host: { kind: hostKind, custom: hostKind === 'custom' ? (cleanHost(custom) ?? '') : custom },
      locale,
      cardView,
      http: {
        delay: Number.isFinite(ms) && ms > 0 ? ms : 0,
        forcedError: forcedError || null,
        authorizedFallback: parsed,
      },
    }).finally(() => {
      setBusy(false)
      close()
    })
  }

  return (
    <form className="dev-control" onSubmit={submit} noValidate>
      <RadioGroup
        legend={<Trans>Host</Trans>}
        name="host"
        value={hostKind}
        onChange={setHostKind}
        choiceClassName="dev-control__choice"
        options={hostKinds.map((kind) => {
          const platform = kind === 'production' || kind === 'stage' ? platformHosts[kind] : null
          const missing = (kind === 'production' || kind === 'stage') && !platform
          return {
            value: kind,
            disabled: missing,
            label: (
              <>
                {i18n._(hostLabels[kind])}
                {kind === 'client' ? <small> {s.brand.client ?? '—'}</small> : null}
                {platform ? <small> {platform}</small> : null}
                {missing ? <small> ({t`not set in this build`})</small> : null}
              </>
            ),
          }
        })}
      >
        {hostKind === 'custom' ? (
          <div className="dev-control__field">
            <label htmlFor={ids.custom}>
              <Trans>Custom host</Trans>
            </label>
            <input
              id={ids.custom}
              type="text"
              inputMode="url"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              placeholder="stage.example.com:8080"
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
            />
          </div>
        ) : null}
      </RadioGroup>
      <RadioGroup
        legend={<Trans>Language</Trans>}
        name="locale"
        value={locale}
        onChange={setLocaleChoice}
        choiceClassName="dev-control__choice"
        options={KNOWN_LOCALES.map((l) => ({ value: l, label: localeLabels[l], lang: l }))}
      />
      <RadioGroup
        legend={<Trans>Card view</Trans>}
        name="card-view"
        value={cardView}
        onChange={setCardView}
        choiceClassName="dev-control__choice"
        options={cardViews.map((view) => ({ value: view, label: i18n._(cardViewLabels[view]) }))}
      />
      <fieldset>
        <legend>
          <Trans>Requests</Trans>
        </legend>
        <div className="dev-control__field">
          <label htmlFor={ids.delay}>
            <Trans>Artificial delay, ms</Trans>
          </label>
          <input
            id={ids.delay}
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            value={delay}
            onChange={(e) => setDelay(e.target.value)}
          />
        </div>
        <div className="dev-control__field">
          <label htmlFor={ids.error}>
            <Trans>Forced error</Trans>
          </label>
          <select
            id={ids.error}
            value={forcedError}
            onChange={(e) => setForcedError(e.target.value as ForcedErrorKind | '')}
          >
            <option value="">{t`None`}</option>
            {forcedErrorKinds.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(errorLabels[kind])}
              </option>
            ))}
          </select>
        </div>
        <label className="dev-control__choice">
          <input
            type="checkbox"
            checked={fallbackOn}
            onChange={(e) => setFallbackOn(e.target.checked)}
          />
          <span>{t`Authorized-mode fallback result`}</span>
        </label>
        {fallbackOn ? (
          <div className="dev-control__field">
            <label htmlFor={ids.fallback}>
              <Trans>Fallback result (JSON)</Trans>
            </label>
            <textarea
              id={ids.fallback}
              rows={3}
              spellCheck={false}
              value={fallback}
              onChange={(e) => setFallback(e.target.value)}
            />
          </div>
        ) : null}
      </fieldset>
      {error ? (
        <p role="alert" className="dev-control__error">
          {error}
        </p>
      ) : null}
      <Button type="submit" block loading={busy}>
        <Trans>Apply</Trans>
      </Button>
    </form>
  )
}

/** The button that opens the dev control; rendered by the shell in developer mode only. */
export function DevControl() {
  const { i18n } = useLingui()
  const { devMode } = useSnapshot(session)
  if (!devMode) return null
  const open = () => void openPopup({ label: devControlLabel, component: DevControlForm })
  return (
    <button
      type="button"
      className="dev-control__open"
      onClick={open}
      aria-label={i18n._(devControlLabel)}
    >
      <span aria-hidden="true">DEV</span>
    </button>
  )
}

export default DevControl
