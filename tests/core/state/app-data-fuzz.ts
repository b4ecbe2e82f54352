/**
 * Property-based fuzz of app data (issue 10): configs derived from the demo brands by random
 * mutations (keys dropped, values replaced by null/[]/{}/strings/numbers/huge strings, wrong
 * nesting, unknown modules, duplicate tabs, names such as 'constructor') never blank the app.
 *
 * - The normaliser property (many runs, no rendering; app-data-fuzz-normalise.test.ts): every
 *   config either is a load failure (AppDataShapeError) or normalises into data that the compiled
 *   schema validator accepts, and the shell's pure readers of settings (tabs, menu, default tab,
 *   slots, theme, module settings) never throw on it.
 * - The rendered property (app-data-fuzz-render-{1,2}.test.tsx): each config is answered by
 *   `POST app` to the real shell with the real modules, in one root reused for every run;
 *   afterwards there is no uncaught error (console.error, window error) and something to tap: a
 *   tab, the menu button or «Повторить». Its runs are shared between two files by index (even,
 *   odd), which vitest's two workers run side by side: both walk the same sequence of configs
 *   (same seed, same run count), each renders its half, so together they render every one.
 *
 * A fixed seed when CI is set, a random one locally (fast-check prints it on failure; rerun with
 * FUZZ_SEED=<seed> and the same file). FUZZ_RUNS scales both properties (e.g. FUZZ_RUNS=3 for a
 * longer hunt).
 */
import fc from 'fast-check'
import { guestAppData } from '../../../server/seed/helpers.ts'
import { demoBrands } from '../../../server/seed/index.ts'

const CI_SEED = 20261123
const envSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
const seed = envSeed ?? (process.env.CI ? CI_SEED : undefined)
const scale = Number(process.env.FUZZ_RUNS ?? 1)
/**
 * Runs of the pure normaliser property and of the rendered shell property. Measured here: the
 * normaliser ~2 ms a config (1,500 in 2-11 s); a rendered config ~50 ms at load 6 (1,080 in
 * 50 s); the heap stays flat (~80 MB) across the runs. What once looked like a leak was a
 * finding: a stamp card of 1.8 billion stamps ran the heap out (the schema now caps it).
 */
export const PURE_RUNS = Math.round(1500 * scale)
export const RENDER_RUNS = Math.round(1000 * scale)

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export const brands = demoBrands.map((b) => guestAppData(b) as unknown as Json)

const HUGE = 'Щ'.repeat(100_000)

/** Values of the wrong shape (and some of the right one in the wrong place). */
const weirdValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    [],
    {},
    '',
    'x',
    HUGE,
    -1,
    0,
    -0.5,
    2147483648,
    1e15,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    false,
    'constructor',
    '__proto__',
    ['home', 'home'],
    [null, {}, []],
    { a: { b: [null] } },
    { modules: null },
    '<img src=x onerror="globalThis.__xss=1">',
  ),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
)

const weirdKey = fc.constantFrom(
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'Bad Name',
  '',
  'teleport',
  'app.tabbar',
  'app.modules',
)

type Mutation =
  | {
      op: 'replace' | 'wrap' | 'object' | 'delete' | 'duplicate'
      scope: Scope
      pick: number
      value: Json
    }
  | { op: 'rename'; scope: Scope; pick: number; key: string }
  | { op: 'unknown-module'; name: string; value: Json }
  | { op: 'duplicate-tabs' }

type Scope = 'settings' | 'modules' | 'lists' | 'any'

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      op: fc.constantFrom('replace', 'replace', 'replace', 'wrap', 'object', 'delete', 'duplicate'),
      scope: fc.constantFrom<Scope>('settings', 'settings', 'modules', 'lists', 'any'),
      pick: fc.nat(),
      value: weirdValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('rename' as const),
      scope: fc.constantFrom<Scope>('settings', 'modules', 'any'),
      pick: fc.nat(),
      key: weirdKey,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('unknown-module' as const),
      name: fc.oneof(weirdKey, fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/)),
      value: weirdValue,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'duplicate-tabs' as const }) },
)

/** A demo brand's app data with 1-5 mutations, or garbage instead of the whole answer. */
export const config: fc.Arbitrary<Json> = fc.oneof(
  {
    weight: 20,
    arbitrary: fc
      .tuple(fc.nat({ max: brands.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 5 }))
      .map(([i, ms]) => mutate(brands[i]!, ms)),
  },
  { weight: 1, arbitrary: weirdValue },
)

type Container = Json[] | { [key: string]: Json }
type Place = { parent: Container; key: string | number }

function isContainer(v: Json | undefined): v is Container {
  return typeof v === 'object' && v !== null
}

/** Every place in `root` (parent and key), depth first. */
function places(root: Json): Place[] {
  const out: Place[] = []
  const walk = (v: Json, depth: number) => {
    if (!isContainer(v) || depth > 8) return
    for (const key of Array.isArray(v) ? v.keys() : Object.keys(v)) {
      out.push({ parent: v, key })
      walk((v as Record<string | number, Json>)[key]!, depth + 1)
    }
  }
  walk(root, 0)
  return out
}

function scopeRoot(data: Record<string, Json>, scope: Scope): Json {
  const settings = data.settings as Record<string, Json>
  if (scope === 'settings') return { settings }
  if (scope === 'modules') return { modules: settings.modules! }
  if (scope === 'lists') {
    return { tabbar: settings.tabbar!, menu: settings.menu!, slots: settings.slots ?? {} }
  }
  return data
}

function mutate(brand: Json, mutations: Mutation[]): Json {
  const data = structuredClone(brand) as Record<string, Json>
  for (const m of mutations) {
    if (!isContainer(data.settings) || Array.isArray(data.settings)) break
    const settings = data.settings as Record<string, Json>
    if (m.op === 'duplicate-tabs') {
      if (Array.isArray(settings.tabbar)) settings.tabbar = [...settings.tabbar, ...settings.tabbar]
      continue
    }
    if (m.op === 'unknown-module') {
      if (isContainer(settings.modules) && !Array.isArray(settings.modules)) {
        settings.modules[m.name] = m.value
      }
      if (Array.isArray(settings.tabbar)) settings.tabbar.unshift(m.name)
      continue
    }
    const all = places(scopeRoot(data, m.scope))
    if (!all.length) continue
    const { parent, key } = all[m.pick % all.length]!
    const p = parent as Record<string | number, Json>
    const current = p[key]!
    if (m.op === 'rename') {
      if (!Array.isArray(parent)) {
        delete p[key]
        p[m.key] = current
      }
    } else if (m.op === 'delete') {
      if (Array.isArray(parent)) parent.splice(key as number, 1)
      else delete p[key]
    } else if (m.op === 'replace') p[key] = m.value
    else if (m.op === 'wrap') p[key] = [current]
    else if (m.op === 'object') {
      p[key] = Array.isArray(current) ? Object.fromEntries(current.entries()) : { value: current }
    } else if (m.op === 'duplicate' && Array.isArray(parent)) parent.push(structuredClone(current))
  }
  return data
}

/** The shapes the issue names, checked on every run before the generated ones. */
export function namedCases(): Json[] {
  const [msk, , , sushi] = brands as Record<string, Json>[]
  const withSettings = (brand: Record<string, Json>, patch: Record<string, Json>) => {
    const data = structuredClone(brand)
    Object.assign(data.settings as Record<string, Json>, patch)
    return data
  }
  const withData = (brand: Record<string, Json>, patch: Record<string, Json>) => ({
    ...structuredClone(brand),
    ...patch,
  })
  return [
    withSettings(msk!, { tabbar: {} }),
    withData(msk!, { branches: null }),
    withData(sushi!, { branches: null, user: 'x', custom: [] }),
    withData(msk!, { settings: null }),
    withData(msk!, { settings: [] }),
    withData(msk!, { settings: 'x' }),
    withSettings(msk!, { modules: null }),
    withSettings(msk!, { modules: [] }),
    withSettings(msk!, { modules: 'x' }),
    withSettings(msk!, { modules: { teleport: {} }, tabbar: ['teleport'], menu: [] }),
    withSettings(msk!, { modules: { home: null, catalog: [], auth: 'x' } }),
    withSettings(sushi!, { tabbar: null, menu: null, slots: [] }),
    withSettings(msk!, { tabbar: ['constructor', 'home', 'home'], menu: ['constructor'] }),
    '<html>502 Bad Gateway</html>',
    { status: 'ok' },
  ]
}

export const params = (numRuns: number, examples: Json[] = []): fc.Parameters<[Json]> => ({
  numRuns,
  ...(seed !== undefined ? { seed } : {}),
  endOnFailure: true,
  examples: examples.map((e) => [e]),
})
