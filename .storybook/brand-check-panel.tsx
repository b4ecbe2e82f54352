/**
 * The brand check next to the preview: every finding of registry/brand-check for the previewed
 * app data (schema errors with the setting's description, what it expects and a fix; unknown
 * modules; tabs, menu items and slots naming modules that are off; missing texts; colours below
 * WCAG AA), plus notes the preview adds (app data that is not JSON, modules that fail to load).
 * Images are checked by the CLI only (`npm run check-brand`): the preview shows them as they are.
 *
 * Everything in it follows the toolbar's locale (the `studio` catalog, src/locales/<locale>/studio.po):
 * the panel's own texts, and the findings, which the checker writes with the i18n it is given
 * (their texts are registry/brand-check/messages.ts, the ones the CLI prints).
 */
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import {
  checkBrand,
  KIND_TITLES,
  type Finding,
  type FindingKind,
} from '../registry/brand-check/index.ts'
import { brandSchemas } from './brand-check-schemas.ts'

const COLORS = { error: '#b00020', warning: '#7a4a00' } as const

/** The checker's findings for `appData`, in the locale Lingui is active in. */
export function useBrandFindings(appData: unknown): Finding[] {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(
    () => (appData && locale ? checkBrand(appData, { schemas: brandSchemas, i18n }) : []),
    [appData, i18n, locale],
  )
}

function FindingItem({ finding }: { finding: Finding }) {
  const { t } = useLingui()
  return (
    <li style={{ margin: '0 0 10px', listStyle: 'none' }}>
      <div>
        <strong style={{ color: COLORS[finding.severity] }}>
          {finding.severity === 'error' ? t`Error` : t`Warning`}
        </strong>{' '}
        <code style={{ background: '#eef1f5', padding: '0 3px', borderRadius: 3 }}>
          {finding.path}
        </code>
      </div>
      <div>{finding.message}</div>
      <dl
        style={{
          margin: '2px 0 0',
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '0 6px',
        }}
      >
        {finding.description ? (
          <>
            <dt style={{ fontWeight: 600 }}>{t`Setting`}</dt>
            <dd style={{ margin: 0 }}>{finding.description}</dd>
          </>
        ) : null}
        {finding.expected ? (
          <>
            <dt style={{ fontWeight: 600 }}>{t`Expected`}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{finding.expected}</dd>
          </>
        ) : null}
        <dt style={{ fontWeight: 600 }}>{t`Fix`}</dt>
        <dd style={{ margin: 0 }}>{finding.hint}</dd>
      </dl>
    </li>
  )
}

/**
 * The findings for `appData`, grouped by kind. `notes`: other problems to list first. With
 * `hideWhenClean`, nothing renders when there is nothing to say (the stories' decorator).
 */
export function BrandCheckPanel({
  appData,
  notes = [],
  hideWhenClean = false,
}: {
  appData: unknown
  notes?: readonly (string | null | undefined)[]
  hideWhenClean?: boolean
}) {
  const { t, i18n } = useLingui()
  const findings = useBrandFindings(appData)
  const shownNotes = notes.filter((n): n is string => !!n)
  if (hideWhenClean && !findings.length && !shownNotes.length) return null
  const errors = findings.filter((f) => f.severity === 'error').length
  const warnings = findings.length - errors
  const groups = new Map<FindingKind, Finding[]>()
  for (const f of findings) groups.set(f.kind, [...(groups.get(f.kind) ?? []), f])
  return (
    <aside
      aria-label={t`Brand check`}
      style={{
        width: 360,
        maxWidth: '100%',
        font: '13px/1.45 system-ui, sans-serif',
        color: '#1c1d21',
        background: '#ffffff',
        border: '1px solid #d5d9e0',
        borderRadius: 8,
        padding: '8px 12px',
      }}
    >
      <h2 style={{ font: '600 15px/1.3 system-ui, sans-serif', margin: '4px 0 8px' }}>
        {findings.length
          ? t`Brand check: ${plural(errors, { one: '# error', other: '# errors' })}, ${plural(warnings, { one: '# warning', other: '# warnings' })}`
          : t`Brand check: no problems found`}
      </h2>
      {shownNotes.length ? (
        <ul style={{ padding: 0, margin: '0 0 8px', color: COLORS.error }}>
          {shownNotes.map((n) => (
            <li key={n} style={{ listStyle: 'none' }}>
              {n}
            </li>
          ))}
        </ul>
      ) : null}
      {[...groups].map(([kind, list]) => (
        <section key={kind} aria-label={i18n._(KIND_TITLES[kind])}>
          <h3 style={{ font: '600 13px/1.3 system-ui, sans-serif', margin: '10px 0 6px' }}>
            {i18n._(KIND_TITLES[kind])} ({list.length})
          </h3>
          <ul style={{ padding: 0, margin: 0 }}>
            {list.map((f, i) => (
              <FindingItem key={`${f.path}|${f.message}|${i}`} finding={f} />
            ))}
          </ul>
        </section>
      ))}
    </aside>
  )
}
