// @vitest-environment node
/**
 * The first paint's JS (issue 16): what src/main.tsx reaches through static imports ends up in
 * the entry's chunks (vite.config.ts puts only `$initial` modules in the shell chunk). The things
 * the first paint does not need load later through `import()`; this test fails when a static
 * import brings one of them back into the entry.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

/** Static imports and re-exports of a file (not `import type`, not `import()`). */
function staticImports(code: string): string[] {
  const specs: string[] = []
  const statement =
    /^\s*(?:import|export)\s+(?!type\s)(?:[\w*\s{},$]*?\s+from\s+)?['"]([^'"]+)['"]/gm
  const clean = code.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const m of clean.matchAll(statement)) specs.push(m[1]!)
  // Multi-line import lists: `import {\n a,\n b,\n} from '…'` (not `import type {`).
  const multi = /^\s*(?:import|export)\s+(?!type\s)\{[^}]*\}\s*from\s*['"]([^'"]+)['"]/gm
  for (const m of clean.matchAll(multi)) if (!specs.includes(m[1]!)) specs.push(m[1]!)
  return specs
}

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.[cm]?[jt]sx?$/.test(candidate))
      return candidate
  }
  return null
}

/** Every source file and package the entry reaches statically, each with one import chain. */
function initialGraph(entry: string) {
  const files = new Map<string, string | null>([[entry, null]])
  const packages = new Map<string, string>()
  const queue = [entry]
  while (queue.length) {
    const file = queue.shift()!
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec)
        if (target && !files.has(target)) {
          files.set(target, file)
          queue.push(target)
        }
      } else if (!packages.has(spec)) packages.set(spec, file)
    }
  }
  const chain = (file: string) => {
    const out: string[] = []
    for (let f: string | null | undefined = file; f; f = files.get(f))
      out.unshift(relative(root, f))
    return out.join(' > ')
  }
  return { files, packages, chain }
}

const graph = initialGraph(join(root, 'src/main.tsx'))

/** Packages the first paint does not need: they load later, through `import()`. */
const deferredPackages = [
  /^@tanstack\//,
  /^@sentry\//,
  /^rrweb/,
  /^dompurify$/,
  /^ajv/,
  /^@rjsf\//,
  /^@formkit\/tempo$/,
  /^leaflet$|^react-leaflet$/,
  /^keen-slider/,
  /^qr-code-styling$/,
  /^workbox-window$|^virtual:pwa-register/,
  /^react-error-boundary$/,
  // The HTTP client loads with the first call (session 16): ofetch stays the one client.
  /^ofetch$/,
  // Lingui's rich-text <Trans> (src/core/i18n/trans.tsx): the first paint renders none.
  /^@lingui\/react\/server$/,
]

/** Source files the first paint does not need. */
const deferredFiles = [
  /^src\/modules\//,
  /^src\/core\/query\//,
  /^src\/core\/telemetry\//,
  /^src\/core\/api\/telemetry\.ts$/,
  /^src\/core\/api\/device\.ts$/,
  /^src\/core\/validation\//,
  /^src\/app\/(telemetry|debug-popup|dev-control|update-prompt|push-handler|install-hint)\.tsx?$/,
  /^src\/ui\/(schema-form|html|map|branches|slider)\//,
  // The registry's loader: module table, settings validation, descriptors' helpers (issue 16).
  /^registry\/(load|modules)\.ts$/,
  /^src\/core\/(module|module-settings|module-urls|open-entity)\.ts$/,
  // The side panel and the overlay layers (dialog, sheet, popup) load right after the first paint.
  /^src\/app\/(side-panel|overlay-layer)\.tsx$/,
  /^src\/ui\/(dialog|sheet|popup)\//,
  // App data's shape check and its schema: cached data this build wrote is drawn without them;
  // they load with the first answer (session 16).
  /^src\/core\/api\/(app-normalise|app-data-shape|client)\.ts$/,
  /^src\/core\/state\/app-data-inject\.ts$/,
  // The theme's contrast work: a start sets the variables the last one worked out (session 18).
  /^src\/ui\/theme\/(theme|contrast)\.ts$/,
  // Which install hint a browser gets, the brand's address, the desktop window (session 18).
  /^src\/app\/install\.ts$/,
  // The tab bar's and side menu's rules load with the registry's loader (session 18).
  /^src\/app\/tabs\.ts$/,
  // Session 20: the slot's rendering, the tab bar, the menu button and the brand's mark (with the
  // icons and picture addresses they draw), push clicks' handling and Lingui's <Trans>: the
  // first paint draws none of them (the shell's slots wait for the modules anyway).
  /^src\/core\/(slot\.tsx|first-screen\.ts|push\.ts|i18n\/trans\.tsx)$/,
  /^src\/app\/(tab-bar|brand|brand-mark|push)\.tsx?$/,
  /^src\/ui\/icon\//,
  /^src\/ui\/image\/image-(url|width)\.ts$/,
]

describe('the entry’s static imports (issue 16)', () => {
  it('reads imports and re-exports, not type imports or import()', () => {
    const code = [
      "import { a } from './a.ts'",
      "import type { B } from './b.ts'",
      "import {\n  c,\n  d,\n} from './c.ts'",
      "export { e } from './e.ts'",
      "import './style.css'",
      "const f = () => import('./f.ts')",
    ].join('\n')
    expect(staticImports(code).sort()).toEqual(['./a.ts', './c.ts', './e.ts', './style.css'])
  })

  it('reaches the shell (boot, app, registry) from src/main.tsx', () => {
    const files = [...graph.files.keys()].map((f) => relative(root, f))
    expect(files).toEqual(
      expect.arrayContaining(['src/app/boot.ts', 'src/app/app.tsx', 'registry/index.ts']),
    )
  })

  it('imports no deferred package statically', () => {
    const found = [...graph.packages.entries()]
      .filter(([pkg]) => deferredPackages.some((re) => re.test(pkg)))
      .map(([pkg, from]) => `${pkg} (from ${graph.chain(from)})`)
    expect(found).toEqual([])
  })

  it('imports no deferred source file statically', () => {
    const found = [...graph.files.keys()]
      .map((f) => relative(root, f))
      .filter((f) => deferredFiles.some((re) => re.test(f)))
      .map((f) => graph.chain(join(root, f)))
    expect(found).toEqual([])
  })

  it('imports no JSON schema statically (app data’s loads with its shape check)', () => {
    const found = [...graph.files.keys()].flatMap((file) =>
      staticImports(readFileSync(file, 'utf8'))
        .filter((spec) => /schemas\/.*\.json$/.test(spec))
        .map((spec) => `${spec} (from ${graph.chain(file)})`),
    )
    expect(found).toEqual([])
  })
})
