/**
 * The brand playground (issue 17): bring app data (a demo brand, pasted JSON, a file, or a
 * server's `POST app` for a client), edit its settings in forms generated from `schemas/` (the
 * app's own SchemaForm: rjsf with the spec keywords), and see the shell (home, tab bar, side menu,
 * each module's screen) update live, with the brand check next to it.
 *
 * Its texts follow the toolbar's locale (the `studio` catalog); the form's labels come from the
 * schemas (a setting's `title`, else its name in words) with the setting's description under it.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState, type ChangeEvent } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { loadModules, resetRegistry } from '../registry/index.ts'
import { OverlayHost } from '../src/app/overlay-host.tsx'
import { Shell } from '../src/app/shell.tsx'
import { RegistrySlotProvider } from '../src/app/slot-provider.tsx'
import { resolveBrand } from '../src/core/brand/brand.ts'
import { setAppData } from '../src/core/state/app-data-inject.ts'
import { session } from '../src/core/state/session.ts'
import type { AppData } from '../src/core/state/types.ts'
import { ui } from '../src/core/state/ui.ts'
import { LazySchemaForm } from '../src/ui/schema-form/index.ts'
import { applyTheme } from '../src/ui/theme/theme.ts'
import { BrandCheckPanel } from './brand-check-panel.tsx'
import { brandSchemas } from './brand-check-schemas.ts'
import { CUSTOM_KEY, demoBrands } from './brands.ts'

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

const BRAND_SECTION = '(brand)'

/** Brand-wide settings as a form: app-data.json's settings without the module map. */
function brandSettingsSchema(): RJSFSchema {
  const root = brandSchemas.appData as Json
  const definitions = root.definitions as Json
  const settings = definitions.settings as Json
  const {
    modules: _m,
    errorReporting: _e,
    sessionRecording: _s,
    ...properties
  } = settings.properties as Json
  return { definitions, type: 'object', properties } as RJSFSchema
}

/** `hideTabbarLabels` → "Hide tabbar labels", `mapTileURL` → "Map tile URL". */
export function settingLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w, i) => (/^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : i ? w.toLowerCase() : w))
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * Labels for every setting of a schema: its `title`, or its name in words (never the raw
 * property name); rjsf shows the `description` under it.
 */
export function settingsUiSchema(schema: Json, root: Json = schema, depth = 0): UiSchema {
  const ui: UiSchema = {}
  if (depth > 6) return ui
  const ref = typeof schema.$ref === 'string' ? schema.$ref : null
  const resolved =
    ref?.startsWith('#/definitions/') && isObject(root.definitions)
      ? ((root.definitions[ref.slice('#/definitions/'.length)] as Json | undefined) ?? schema)
      : schema
  const properties = isObject(resolved.properties) ? resolved.properties : {}
  for (const [name, child] of Object.entries(properties)) {
    if (!isObject(child)) continue
    ui[name] = {
      ...settingsUiSchema(child, root, depth + 1),
      'ui:title': typeof child.title === 'string' ? child.title : settingLabel(name),
    }
  }
  if (isObject(resolved.items)) ui.items = settingsUiSchema(resolved.items, root, depth + 1)
  return ui
}

/** The settings a form edits: the brand's, or one module's. */
function sectionData(data: Json, section: string): Json {
  const settings = isObject(data.settings) ? data.settings : {}
  if (section === BRAND_SECTION) {
    const { modules: _m, ...rest } = settings
    return rest
  }
  const modules = isObject(settings.modules) ? settings.modules : {}
  return isObject(modules[section]) ? modules[section] : {}
}

function withSection(data: Json, section: string, value: Json): Json {
  const settings = isObject(data.settings) ? data.settings : {}
  if (section === BRAND_SECTION)
    return { ...data, settings: { ...value, modules: settings.modules } }
  const modules = isObject(settings.modules) ? settings.modules : {}
  return { ...data, settings: { ...settings, modules: { ...modules, [section]: value } } }
}

const pretty = (data: unknown) => JSON.stringify(data, null, 2)

type Parsed = { data: Json; error: null } | { data: null; error: 'empty' | 'not-object' | string }

function parse(text: string): Parsed {
  if (!text.trim()) return { data: null, error: 'empty' }
  try {
    const data: unknown = JSON.parse(text)
    return isObject(data) ? { data, error: null } : { data: null, error: 'not-object' }
  } catch (error) {
    return { data: null, error: (error as Error).message }
  }
}

/** The shell showing `data`, rebuilt when it changes (registry, theme, app state). */
function LivePreview({ data, screen }: { data: Json; screen: string }) {
  const [ready, setReady] = useState<Json | null>(null)
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      const appData = structuredClone(data) as unknown as AppData
      resetRegistry()
      session.brand = resolveBrand('http://pizzeria-msk.localhost:8080/')
      setAppData(appData, { persist: false })
      applyTheme(appData.settings ?? {})
      void loadModules(appData).then(() => live && setReady(data))
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [data])
  const panel = screen === 'panel'
  useEffect(() => {
    ui.panelOpen = panel
    return () => {
      ui.panelOpen = false
    }
  }, [panel, ready])
  const path = panel ? '/' : screen
  const location = useMemo(() => memoryLocation({ path }), [path])
  if (!ready) return <LoadingNote />
  return (
    <RegistrySlotProvider key={`${path}`}>
      <Router hook={location.hook}>
        <div
          className="playground-phone"
          style={{
            height: 844,
            overflow: 'hidden',
            position: 'relative',
            transform: 'translateZ(0)',
          }}
        >
          {/* the shell fills the viewport (100dvh): here the phone's 844 px, tab bar at its foot */}
          <style>{'.playground-phone .app { height: 100%; }'}</style>
          <Shell />
          <OverlayHost />
        </div>
      </Router>
    </RegistrySlotProvider>
  )
}

const fieldStyle = { display: 'grid', gap: 4 } as const

function LoadingNote() {
  const { t } = useLingui()
  return <p>{t`Loading the preview…`}</p>
}

export function Playground({ initialBrand = 'pizzeria-msk' }: { initialBrand?: string }) {
  const { t } = useLingui()
  const [text, setText] = useState(() => pretty(demoBrands[initialBrand]?.appData ?? {}))
  const [server, setServer] = useState('http://localhost:8080')
  const [client, setClient] = useState(initialBrand)
  const [status, setStatus] = useState('')
  const [section, setSection] = useState(BRAND_SECTION)
  const [screen, setScreen] = useState('/')
  const { data, error } = useMemo(() => parse(text), [text])
  const errorText =
    error === null
      ? null
      : error === 'empty'
        ? t`Paste app data, upload a file or load it from a server.`
        : error === 'not-object'
          ? t`App data must be a JSON object.`
          : t`Not JSON: ${error}`

  const modules = Object.keys(
    data && isObject(data.settings) && isObject(data.settings.modules) ? data.settings.modules : {},
  )
  const schema = useMemo(
    () =>
      section === BRAND_SECTION
        ? brandSettingsSchema()
        : ((brandSchemas.modules[section] ?? { type: 'object' }) as RJSFSchema),
    [section],
  )
  const uiSchema = useMemo(() => settingsUiSchema(schema as Json), [schema])

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    setText(await file.text())
    const name = file.name
    setStatus(t`Loaded ${name}.`)
  }
  const load = async () => {
    const url = `${server.replace(/\/$/, '')}/rest/mobile/v53/app?client=${encodeURIComponent(client)}`
    setStatus(t`Loading ${url}…`)
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      const { status: _s, ...body } = (await res.json()) as Json
      if (!res.ok) throw new Error(`HTTP ${res.status} ${pretty(body)}`)
      setText(pretty(body))
      setStatus(t`Loaded ${client} from ${server}.`)
    } catch (e) {
      const reason = (e as Error).message
      setStatus(t`Could not load: ${reason}`)
    }
  }

  return (
    <div
      style={{
        display: 'flex',
        gap: 16,
        alignItems: 'flex-start',
        flexWrap: 'wrap',
        font: '14px/1.4 system-ui, sans-serif',
      }}
    >
      <section
        aria-label={t`App data`}
        style={{
          width: 380,
          display: 'grid',
          gap: 10,
          maxHeight: 'calc(100vh - 32px)',
          overflowY: 'auto',
          paddingRight: 8,
        }}
      >
        <h2 style={{ font: '600 16px system-ui', margin: 0 }}>{t`App data`}</h2>
        <label style={fieldStyle}>
          {t`Start from a demo brand`}
          <select
            defaultValue={initialBrand}
            onChange={(e) => setText(pretty(demoBrands[e.target.value]?.appData ?? {}))}
          >
            {Object.entries(demoBrands).map(([id, b]) => (
              <option key={id} value={id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label style={fieldStyle}>
          {t`Upload a file`}
          <input type="file" accept="application/json,.json" onChange={upload} />
        </label>
        <fieldset style={{ display: 'grid', gap: 6 }}>
          <legend>{t`Load from a server (POST app)`}</legend>
          <label style={fieldStyle}>
            {t`Server base URL`}
            <input value={server} onChange={(e) => setServer(e.target.value)} />
          </label>
          <label style={fieldStyle}>
            {t`Client`}
            <input value={client} onChange={(e) => setClient(e.target.value)} />
          </label>
          <button type="button" onClick={load}>
            {t`Load from server`}
          </button>
        </fieldset>
        <label style={fieldStyle}>
          {t`App data (JSON)`}
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={12}
            spellCheck={false}
            style={{ fontFamily: 'monospace', fontSize: 12 }}
          />
        </label>
        <button
          type="button"
          disabled={!data}
          onClick={() => {
            localStorage.setItem(CUSTOM_KEY, text)
            setStatus(
              t`Saved: pick “Custom (pasted app data)” in the Brand toolbar for every story.`,
            )
          }}
        >
          {t`Use in every story`}
        </button>
        <p role="status" style={{ margin: 0 }}>
          {status}
        </p>
        {data ? (
          <>
            <h2 style={{ font: '600 16px system-ui', margin: '8px 0 0' }}>{t`Edit settings`}</h2>
            <label style={fieldStyle}>
              {t`Settings of`}
              <select value={section} onChange={(e) => setSection(e.target.value)}>
                <option value={BRAND_SECTION}>{t`The brand (colours, tab bar, menu…)`}</option>
                {modules.map((m) => (
                  <option key={m} value={m}>
                    {t`Module ${m}`}
                  </option>
                ))}
              </select>
            </label>
            <LazySchemaForm
              key={section}
              idPrefix={`playground-${section}`}
              schema={schema}
              uiSchema={uiSchema}
              formData={sectionData(data, section)}
              onChange={(value) => setText(pretty(withSection(data, section, value)))}
              onSubmit={() => setStatus(t`The settings match their schema.`)}
              submitLabel={t`Validate`}
            />
          </>
        ) : null}
      </section>
      <section aria-label={t`Preview`} style={{ width: 390 }}>
        <label style={{ ...fieldStyle, marginBottom: 8 }}>
          {t`Screen`}
          <select value={screen} onChange={(e) => setScreen(e.target.value)}>
            <option value="/">{t`Home`}</option>
            <option value="panel">{t`Side menu`}</option>
            {modules
              .filter((m) => m !== 'home')
              .map((m) => (
                <option key={m} value={`/${m}/`}>
                  {m}
                </option>
              ))}
          </select>
        </label>
        <div style={{ background: 'var(--color-background)', minHeight: 200 }}>
          {data ? <LivePreview data={data} screen={screen} /> : null}
        </div>
      </section>
      <BrandCheckPanel appData={data} notes={[errorText]} />
    </div>
  )
}
