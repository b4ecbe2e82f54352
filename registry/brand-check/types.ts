/**
 * What the brand checker reports: one finding per thing a brand manager can fix, with where it
 * is (a path into app data), what the schema says the setting is, what it expects and a hint.
 */
export type Severity = 'error' | 'warning'

export type FindingKind =
  | 'schema'
  | 'unknown-module'
  | 'tab-disabled'
  | 'slot-unfilled'
  | 'missing-text'
  | 'image'
  | 'contrast'

export interface Finding {
  /**
   * What was found, stable for machines (`--json`): `schema.required`, `schema.enum`,
   * `module.unknown`, `module.off`, `slot.unknown`, `text.missing`, `contrast`, `image`… The
   * message, description, expected and hint are in the language the checker was given.
   */
  code: string
  kind: FindingKind
  /** Errors break or silently drop part of the app; warnings are worth a look. */
  severity: Severity
  /** Into the app data: `settings.modules.home.buttons[0].type`. */
  path: string
  message: string
  /** The setting's `description` from its schema, when it has one. */
  description?: string
  /** The type or values the schema expects (`string`, `"qr" | "text"`, a colour…). */
  expected?: string
  /** What to change. */
  hint: string
}

/** The JSON Schemas the checker validates against (`schemas/`), given by the caller. */
export interface BrandSchemas {
  /** schemas/app-data.json */
  appData: JsonSchema
  /** schemas/modules/<name>.json by module name */
  modules: Record<string, JsonSchema>
}

export type JsonSchema = Record<string, unknown>

export const hasErrors = (findings: readonly Finding[]) =>
  findings.some((f) => f.severity === 'error')
