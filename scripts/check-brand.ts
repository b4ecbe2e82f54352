/**
 * npm run check-brand -- FILE|URL [--client NAME] [--json] [--base URL] [--no-images] [--timeout MS]
 *
 * Checks a brand's app data (a JSON file, or a server's `POST app` for --client) against the
 * settings schemas and the app's rules (registry/brand-check): schema errors with the setting's
 * description and a hint, unknown modules, tabs and slots naming modules that are off, missing
 * texts for a language, brand colours below WCAG AA, and images that do not load.
 *
 * Exit code: 0 clean or only warnings, 1 errors found, 2 the app data could not be read.
 * Human output by default (colour only on a terminal); --json prints
 * `{ source, errors, warnings, findings: [...] }` for CI.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  checkBrand,
  hasErrors,
  imageFindings,
  KIND_TITLES,
  type BrandSchemas,
  type Finding,
  type FindingKind,
} from '../registry/brand-check/index.ts'

const API_PREFIX = '/rest/mobile/v53'

/** schemas/app-data.json and schemas/modules/*.json, read from disk. */
export function loadSchemas(root = resolve(fileURLToPath(import.meta.url), '../..')): BrandSchemas {
  const dir = join(root, 'schemas')
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  const modules: BrandSchemas['modules'] = {}
  for (const file of readdirSync(join(dir, 'modules')).sort()) {
    if (file.endsWith('.json')) modules[file.slice(0, -5)] = read(join(dir, 'modules', file))
  }
  return { appData: read(join(dir, 'app-data.json')), modules }
}

interface Args {
  source?: string
  client?: string
  json: boolean
  base?: string
  images: boolean
  timeoutMs: number
}

const USAGE =
  'usage: npm run check-brand -- FILE|URL [--client NAME] [--json] [--base URL] [--no-images] [--timeout MS]'

function parseArgs(argv: string[]): Args {
  const args: Args = { json: false, images: true, timeoutMs: 5000 }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const value = () => {
      const v = argv[++i]
      if (v === undefined) throw new Error(`${a} needs a value`)
      return v
    }
    if (a === '--json') args.json = true
    else if (a === '--client') args.client = value()
    else if (a === '--base') args.base = value()
    else if (a === '--no-images') args.images = false
    else if (a === '--timeout') args.timeoutMs = Number(value())
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`)
    else if (args.source) throw new Error('give one FILE or URL')
    else args.source = a
  }
  if (!args.source) throw new Error('give a FILE or URL')
  return args
}

/** The app data and the origin its relative image URLs resolve against. */
async function readAppData(args: Args): Promise<{ data: unknown; base?: string; label: string }> {
  const source = args.source!
  if (!/^https?:\/\//i.test(source)) {
    const text = readFileSync(source, 'utf8')
    try {
      return { data: JSON.parse(text), base: args.base, label: source }
    } catch (error) {
      throw new Error(`${source} is not JSON: ${(error as Error).message}`)
    }
  }
  const url = new URL(source)
  if (!url.pathname.includes('/rest/'))
    url.pathname = `${url.pathname.replace(/\/$/, '')}${API_PREFIX}/app`
  if (args.client) url.searchParams.set('client', args.client)
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(Math.max(args.timeoutMs, 10_000)),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${url.href} answered ${res.status}: ${text.slice(0, 200)}`)
  return { data: JSON.parse(text), base: args.base ?? url.origin, label: url.href }
}

export function formatHuman(label: string, findings: Finding[], colour: boolean): string {
  const paint = (code: string, s: string) => (colour ? `\x1b[${code}m${s}\x1b[0m` : s)
  const errors = findings.filter((f) => f.severity === 'error').length
  const warnings = findings.length - errors
  const lines = [paint('1', `Brand check: ${label}`)]
  const byKind = new Map<FindingKind, Finding[]>()
  for (const f of findings) byKind.set(f.kind, [...(byKind.get(f.kind) ?? []), f])
  for (const [kind, list] of byKind) {
    lines.push('', paint('1', `${KIND_TITLES[kind]} (${list.length})`))
    for (const f of list) {
      const tag = f.severity === 'error' ? paint('31', 'error  ') : paint('33', 'warning')
      lines.push(`  ${tag} ${paint('36', f.path)}: ${f.message}`)
      if (f.description) lines.push(`          setting:  ${f.description}`)
      if (f.expected) lines.push(`          expected: ${f.expected}`)
      lines.push(`          ${paint('32', 'fix:')}      ${f.hint}`)
    }
  }
  lines.push(
    '',
    findings.length
      ? paint(errors ? '31' : '33', `${errors} error(s), ${warnings} warning(s)`)
      : paint('32', 'No problems found.'),
  )
  return lines.join('\n')
}

export async function main(argv: string[]): Promise<number> {
  let args: Args
  try {
    args = parseArgs(argv)
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  let source: Awaited<ReturnType<typeof readAppData>>
  try {
    source = await readAppData(args)
  } catch (error) {
    console.error(`check-brand: ${(error as Error).message}`)
    return 2
  }
  const findings = checkBrand(source.data, { schemas: loadSchemas() })
  if (args.images) {
    findings.push(
      ...(await imageFindings(source.data, { base: source.base, timeoutMs: args.timeoutMs })),
    )
  }
  const errors = findings.filter((f) => f.severity === 'error').length
  if (args.json) {
    const out = { source: source.label, errors, warnings: findings.length - errors, findings }
    console.log(JSON.stringify(out, null, 2))
  } else {
    const colour = process.stdout.isTTY === true && !process.env.NO_COLOR
    console.log(formatHuman(source.label, findings, colour))
    if (args.images && !source.base) {
      console.log(
        '(relative image URLs not checked: give --base https://your-server to check them)',
      )
    }
  }
  return hasErrors(findings) ? 1 : 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2))
}
