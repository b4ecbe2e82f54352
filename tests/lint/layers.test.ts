// @vitest-environment node
/**
 * The layer rules in eslint.config.js really run (docs/adr/009-shared-folder-and-layers.md): each
 * forbidden import below, placed at a path in the tree, gets its rule's error, and the legal ones
 * get none. The import cycle is two real files (tests/lint/fixtures, left out of `npm run lint`),
 * since no-cycle follows imports on disk.
 */
import { ESLint, type Linter } from 'eslint'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const LAYERS = 'import-x/no-restricted-paths'
const CYCLE = 'import-x/no-cycle'

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false })
})

/** Lints `code` as if it were the file at `path` (relative to the repository root). */
async function lintAt(path: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` })
  return result!.messages
}

const rules = (messages: Linter.LintMessage[]) => messages.map((m) => m.ruleId)

describe('import-x/no-cycle', () => {
  it('finds the cycle between two .ts files (the TypeScript resolver resolves them)', async () => {
    const [a, b] = await eslint.lintFiles([
      'tests/lint/fixtures/cycle-a.ts',
      'tests/lint/fixtures/cycle-b.ts',
    ])
    expect(rules(a!.messages)).toEqual([CYCLE])
    expect(rules(b!.messages)).toEqual([CYCLE])
  })

  it('passes a file whose imports lead nowhere back', async () => {
    const messages = await lintAt(
      'tests/lint/fixtures/no-cycle-probe.ts',
      "import { a } from './cycle-a.ts'\n\nexport const c = a()\n",
    )
    expect(messages).toEqual([])
  })
})

describe('the zone matrix', () => {
  const forbidden: [string, string, string][] = [
    ['core imports a module', 'src/core/probe.ts', '../modules/catalog/index.ts'],
    ['core imports ui', 'src/core/probe.ts', '../ui/button/button.tsx'],
    ['core imports the shell', 'src/core/probe.ts', '../app/app.tsx'],
    ['shared imports core', 'src/shared/probe.ts', '../core/events.ts'],
    ['ui imports a module', 'src/ui/probe.ts', '../modules/bonus/index.ts'],
    ['a module imports another module', 'src/modules/home/probe.ts', '../bonus/index.ts'],
    ['a module imports the registry', 'src/modules/home/probe.ts', '../../../registry/modules.ts'],
    ['a module imports the shell', 'src/modules/home/probe.ts', '../../app/app.tsx'],
    ['the shell imports a module', 'src/app/probe.ts', '../modules/home/index.ts'],
    [
      'the registry reaches into a module',
      'registry/probe.ts',
      '../src/modules/catalog/basket/store.ts',
    ],
    ['the server imports src/core', 'server/probe.ts', '../src/core/events.ts'],
    ['the server imports a module', 'server/probe.ts', '../src/modules/catalog/index.ts'],
    ['the app imports the server', 'src/core/probe.ts', '../../server/orders/pricing.ts'],
    [
      'a catalog sub-feature reaches into another’s files',
      'src/modules/catalog/checkout/probe.ts',
      '../basket/store.ts',
    ],
    [
      'a catalog sub-feature imports the module descriptor',
      'src/modules/catalog/orders/probe.ts',
      '../index.ts',
    ],
  ]

  it.each(forbidden)('forbids: %s', async (_name, path, spec) => {
    const messages = await lintAt(path, `import * as probe from '${spec}'\n\nexport { probe }\n`)
    expect(rules(messages)).toContain(LAYERS)
  })

  const allowed: [string, string, string][] = [
    ['core imports shared', 'src/core/probe.ts', '../shared/money/rounding.ts'],
    ['ui imports core', 'src/ui/probe.ts', '../core/events.ts'],
    ['a module imports core', 'src/modules/home/probe.ts', '../../core/events.ts'],
    ['a module imports ui', 'src/modules/home/probe.ts', '../../ui/button/button.tsx'],
    ['a module imports shared', 'src/modules/home/probe.ts', '../../shared/pricing/totals.ts'],
    ['a module imports its own files', 'src/modules/bonus/probe.ts', './store.ts'],
    ['the registry imports a module’s index', 'registry/probe.ts', '../src/modules/home/index.ts'],
    ['the shell imports the registry', 'src/app/probe.ts', '../../registry/modules.ts'],
    ['the server imports shared', 'server/probe.ts', '../src/shared/pricing/totals.ts'],
    [
      'a catalog sub-feature imports another’s index',
      'src/modules/catalog/checkout/probe.ts',
      '../basket/index.ts',
    ],
    [
      'a catalog sub-feature imports common',
      'src/modules/catalog/orders/probe.ts',
      '../common/index.ts',
    ],
  ]

  it.each(allowed)('allows: %s', async (_name, path, spec) => {
    const messages = await lintAt(path, `import * as probe from '${spec}'\n\nexport { probe }\n`)
    expect(messages).toEqual([])
  })
})

describe('src/shared stays pure', () => {
  it.each(['react', '@lingui/core/macro', 'valtio', 'ofetch'])('forbids %s', async (pkg) => {
    const messages = await lintAt(
      'src/shared/probe.ts',
      `import * as probe from '${pkg}'\n\nexport { probe }\n`,
    )
    expect(rules(messages)).toContain('no-restricted-imports')
  })
})
