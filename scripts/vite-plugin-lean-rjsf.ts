/**
 * The forms chunk without what rjsf ships for features the app's forms never use (issue 16:
 * forms chunk <= 45 kB gzip; docs/adr/011-lean-forms-chunk.md):
 * - `markdown-to-jsx` (~20 kB gzip; only for `ui:enableMarkdownIn*`, which no form sets) and
 *   `fast-uri` (only for draft 2020-12 `$id`s) are replaced by small stand-ins;
 * - rjsf's `deepEquals` (fast-equals) and `shallowAllOfMerge` (@x0k/json-schema-merge) by small
 *   equivalents for the app's data and schemas;
 * - rjsf core's default registry loses the widgets and templates SchemaForm always replaces
 *   with the app's own, and those no form can reach (alt-date, file, range, rating and colour
 *   widgets; the layout-grid fields and template).
 * The stand-ins live in src/ui/schema-form/lean/ and are unit tested against the originals
 * (tests/ui/schema-form/lean.test.ts). Vitest runs rjsf from node_modules as it is (no plugin);
 * e2e runs the built app, so it checks what ships.
 */
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const lean = (file: string) =>
  fileURLToPath(new URL(`../src/ui/schema-form/lean/${file}`, import.meta.url))

/** Bare imports replaced wherever they are imported from. */
const REPLACED_IMPORTS: Record<string, string> = {
  'markdown-to-jsx/react': lean('markdown.ts'),
  'markdown-to-jsx': lean('markdown.ts'),
  'fast-uri': lean('uri.ts'),
}

/** rjsf modules replaced whole (matched by the end of their path). */
const REPLACED_MODULES: Array<[RegExp, string]> = [
  [/[\\/]@rjsf[\\/]utils[\\/]lib[\\/]deepEquals\.js$/, lean('deep-equals.ts')],
  [/[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]shallowAllOfMerge\.js$/, lean('all-of-merge.ts')],
]

/**
 * rjsf core's default widgets and templates that SchemaForm always replaces with the app's own
 * (src/ui/schema-form/widgets.tsx, templates.tsx; tests/ui/schema-form/lean.test.ts holds the two
 * lists together): rjsf merges the defaults with the props, so these defaults are never rendered.
 */
export const REPLACED_WIDGETS = [
  'TextWidget',
  'EmailWidget',
  'PasswordWidget',
  'DateWidget',
  'TextareaWidget',
  'SelectWidget',
  'RadioWidget',
  'CheckboxWidget',
]
/** Template names as the registry has them, and the name of the default each one imports. */
export const REPLACED_TEMPLATES: Record<string, string> = {
  BaseInputTemplate: 'BaseInputTemplate',
  ErrorListTemplate: 'ErrorList',
  FieldErrorTemplate: 'FieldErrorTemplate',
  FieldHelpTemplate: 'FieldHelpTemplate',
  FieldTemplate: 'FieldTemplate',
  ObjectFieldTemplate: 'ObjectFieldTemplate',
}

/** Defaults no app form can reach: alt-date, file, range, rating, colour; the layout grid. */
export const UNUSED_WIDGETS = [
  'AltDateWidget',
  'AltDateTimeWidget',
  'ColorWidget',
  'FileWidget',
  'RangeWidget',
  'RatingWidget',
]
export const UNUSED_FIELDS = ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField']
export const UNUSED_TEMPLATES = ['GridTemplate']

const REGISTRY_INDEX: Array<[RegExp, string[]]> = [
  [
    /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]widgets[\\/]index\.js$/,
    [...UNUSED_WIDGETS, ...REPLACED_WIDGETS],
  ],
  [/[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]fields[\\/]index\.js$/, UNUSED_FIELDS],
  [
    /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]templates[\\/]index\.js$/,
    [...UNUSED_TEMPLATES, ...Object.values(REPLACED_TEMPLATES)],
  ],
]

/**
 * The index module without the import and the registry entry (`Name,` or `Key: Name,`) of each
 * dropped name; throws if rjsf's file no longer looks so (the build fails rather than ship all).
 */
export function dropRegistryEntries(code: string, names: readonly string[]): string {
  let out = code
  for (const name of names) {
    const before = out
    out = out
      .replace(new RegExp(`^import ${name} from ["'][^"']+["'];\\n`, 'm'), '')
      .replace(new RegExp(`^\\s*(\\w+: )?${name},\\n`, 'm'), '')
    if (out === before || new RegExp(`\\b${name}\\b`).test(out)) {
      throw new Error(`lean-rjsf: rjsf's registry changed, cannot drop ${name}`)
    }
  }
  return out
}

export function leanRjsf(): Plugin {
  return {
    name: 'lean-rjsf',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source in REPLACED_IMPORTS) return REPLACED_IMPORTS[source]
      // only rjsf's own relative imports of the replaced files (cheap test before resolving)
      if (!importer?.includes('@rjsf') || !/(deepEquals|shallowAllOfMerge)\.js$/.test(source)) {
        return null
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved) return null
      for (const [test, file] of REPLACED_MODULES) if (test.test(resolved.id)) return file
      return null
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      for (const [test, names] of REGISTRY_INDEX) {
        if (test.test(file)) return { code: dropRegistryEntries(code, names), map: null }
      }
      return null
    },
  }
}
