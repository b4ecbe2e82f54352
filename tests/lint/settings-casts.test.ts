// @vitest-environment node
/**
 * No cast of settings anywhere (issue 11, docs/adr/008-typed-module-contract.md): settings are
 * typed from their schemas (src/shared/settings), valtio snapshots of them are the same types
 * (readonly arrays), and the server reads them through server/module-settings.ts. This walks
 * every TypeScript file of src/, server/ and registry/ with the TypeScript parser (comments and
 * strings do not count) and fails on
 * - a type assertion (`x as T`, `<T>x`) whose type names a settings type (`…Settings`) or whose
 *   value is read from settings (`data.settings…`, `settings.groups`, `fromSettings`);
 * - a double assertion through unknown (`x as unknown as T`), which checks nothing, unless the
 *   allow-list below names the place and why it stays. Settings never go on that list.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const scanned = ['src', 'server', 'registry']

interface Finding {
  file: string
  line: number
  kind: 'settings' | 'unknown'
  text: string
}

/** Double assertions that stay: none is of settings. `text` is the asserted expression's start. */
const allowed: { file: string; text: string; why: string }[] = [
  {
    file: 'src/ui/multiple-select/open.ts',
    text: 'options as unknown as MultipleSelectOptions',
    why: 'a lazy popup component cannot be generic: the caller’s item type is erased to the base item type at the overlay boundary',
  },
  {
    file: 'server/db/db.ts',
    text: 'pool as unknown as PgPoolLike',
    why: "the pg driver's Pool has wider overloads than the small query interface the server uses",
  },
  {
    file: 'server/db/db.ts',
    text: 'new PGlite() as unknown as PGliteLike',
    why: "PGlite's class types differ from the query interface the server uses (a db driver)",
  },
  {
    file: 'server/db/db.ts',
    text: 'pg as unknown as PGliteLike',
    why: 'the same PGlite driver, handed in by tests',
  },
  {
    file: 'src/core/api/app-normalise.ts',
    text: 'appDataSchema as unknown as ShapeSchema',
    why: "a JSON Schema import: TypeScript infers the JSON's literal shape, not the schema type",
  },
  {
    file: 'src/core/state/app-data.ts',
    text: 'raw as unknown as AppData',
    why: 'cached app data this build normalised when it came (its shape-check version matches): drawn before the shape check loads (issue 16); any other cache is normalised first',
  },
  {
    file: 'src/core/validation/interpret.ts',
    text: 'fullFormats as unknown as Record<string, Format>',
    why: "ajv-formats' format table type is not indexable by name",
  },
  {
    file: 'src/shared/validation/keywords.ts',
    text: 'validate as unknown as { errors: unknown[] }',
    why: "ajv reports a custom keyword's errors on the validate function itself (ajv's API)",
  },
  {
    file: 'src/ui/schema-form/validator.ts',
    text: 'schema as unknown as JsonSchema',
    why: "rjsf's schema type and the interpreter's JSON Schema type describe the same JSON",
  },
  {
    file: 'src/ui/schema-form/validator.ts',
    text: 'withIdRefPrefix<S>(schema) as unknown as JsonSchema',
    why: "rjsf's schema type and the interpreter's JSON Schema type describe the same JSON",
  },
  {
    file: 'src/ui/schema-form/validator.ts',
    text: 'rootSchema as unknown as JsonSchema',
    why: "rjsf's schema type and the interpreter's JSON Schema type describe the same JSON",
  },
  {
    file: 'src/core/query/paged.ts',
    text: '{ ...options, staleTime: 0 } as unknown as Loose<T>',
    why: "TanStack Query's infinite-query overloads cannot be met by a generic options object",
  },
  {
    file: 'src/core/query/paged.ts',
    text: 'options as unknown as Loose<T>',
    why: "TanStack Query's infinite-query overloads cannot be met by a generic options object",
  },
  {
    file: 'src/modules/catalog/receive/address-template.ts',
    text: 's as unknown as Record<string, unknown>',
    why: "a geocoder suggestion (not settings): reads a field beyond the suggestion's typed ones",
  },
]

const SETTINGS_TYPE = /Settings\b/
const SETTINGS_VALUE = /settings/i

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node

/** The settings casts and double assertions of one file. */
export function findCasts(file: string, source: string): Finding[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const found: Finding[] = []
  const report = (node: ts.Node, k: Finding['kind']) =>
    found.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
      kind: k,
      text: node.getText(sf).replace(/\s+/g, ' '),
    })
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const type = node.type.getText(sf)
      const value = node.expression.getText(sf)
      const inner = unwrap(node.expression)
      if (type === 'const') {
        // `as const` asserts nothing about a type
      } else if (SETTINGS_TYPE.test(type) || SETTINGS_VALUE.test(value)) {
        report(node, 'settings')
      } else if (
        (ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner)) &&
        inner.type.kind === ts.SyntaxKind.UnknownKeyword
      ) {
        report(node, 'unknown')
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

function sources(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sources(path))
    } else if (/\.(ts|tsx|mts)$/.test(entry.name)) out.push(path)
  }
  return out
}

const isAllowed = (f: Finding) =>
  f.kind === 'unknown' && allowed.some((a) => a.file === f.file && f.text.startsWith(a.text))

describe('no settings casts (issue 11)', () => {
  const findings = scanned
    .flatMap(sources)
    .flatMap((path) =>
      findCasts(relative(root, join(root, path)), readFileSync(join(root, path), 'utf8')),
    )

  it('finds none in src/, server/ and registry/', () => {
    const left = findings
      .filter((f) => !isAllowed(f))
      .map((f) => `${f.file}:${f.line} (${f.kind}) ${f.text}`)
    expect(left).toEqual([])
  })

  it('allows only double assertions that are still there, each with its reason', () => {
    for (const a of allowed) {
      expect(a.why.length, a.text).toBeGreaterThan(20)
      expect(
        findings.some((f) => f.file === a.file && f.text.startsWith(a.text)),
        `${a.file}: ${a.text} is gone: drop it from the allow-list`,
      ).toBe(true)
    }
  })

  it('would find the casts issue 11 removed', () => {
    const code = [
      'const a = useSnapshot(config).settings as CatalogSettings',
      'const b = useSnapshot(appData).data?.settings as AppSettings | undefined',
      'const c = useSnapshot(config) as { settings: CatalogSettings }',
      'const d = (settings ?? {}) as DeviceWidthRules',
      'const e = brand.settings.modules as Record<string, unknown>',
      'const f = (modules.catalog ?? null) as OrderSettings & { showBasket?: boolean }',
      'const g = raw as unknown as AuthSettings',
      'const h = <HomeSettings>raw',
      'const i = row as unknown as PgRow',
    ].join('\n')
    expect(findCasts('probe.ts', code).map((f) => [f.line, f.kind])).toEqual([
      [1, 'settings'],
      [2, 'settings'],
      [3, 'settings'],
      [4, 'settings'],
      [5, 'settings'],
      [6, 'settings'],
      [7, 'settings'],
      [8, 'settings'],
      [9, 'unknown'],
    ])
    expect(findCasts('probe.ts', 'const ok = [1, 2] as const\n// settings as Foo')).toEqual([])
  })
})
