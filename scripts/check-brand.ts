/**
 * npm run check-brand -- FILE|URL [--client NAME] [--json] [--lang ru|en] [--base URL] [--no-images] [--timeout MS]
 *
 * Checks a brand's app data (a JSON file, or a server's `POST app` for --client) against the
 * settings schemas and the app's rules (registry/brand-check): schema errors with the setting's
 * description and a hint, unknown modules, tabs and slots naming modules that are off, missing
 * texts for a language, brand colours below WCAG AA, and images that do not load.
 *
 * Exit code: 0 clean or only warnings, 1 errors found, 2 the app data could not be read.
 * Human output by default (colour only on a terminal); --json prints
 * `{ source, lang, errors, warnings, findings: [...] }` for CI: each finding's machine fields
 * (`code`, `kind`, `severity`, `path`) stay the same in every language; `message`,
 * `description`, `expected` and `hint` are in the chosen one.
 *
 * Language: `--lang ru|en`; without it, the first of LC_ALL, LC_MESSAGES, LANG that is set
 * (the POSIX order) decides: Russian when it starts with `ru` (ru_RU.UTF-8), English otherwise
 * (C, POSIX, en_US…, unset). The texts are the `studio` catalog (src/locales/<lang>/studio.po),
 * the same the Storybook panel shows (registry/brand-check/messages.ts, docs/adr/012).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import PO from 'pofile'
import {
  checkBrand,
  hasErrors,
  imageFindings,
  KIND_TITLES,
  sayIn,
  type BrandSchemas,
  type Finding,
  type FindingKind,
  type Say,
} from '../registry/brand-check/index.ts'

const API_PREFIX = '/rest/mobile/v53'
const ROOT = resolve(fileURLToPath(import.meta.url), '../..')

export const LANGS = ['ru', 'en'] as const
export type Lang = (typeof LANGS)[number]

/** The CLI's own lines (the findings' texts are registry/brand-check/messages.ts). */
const CLI = {
  title: /*i18n*/ { id: 'check-brand.title', message: 'Brand check: {label}' },
  error: /*i18n*/ { id: 'check-brand.error', message: 'error' },
  warning: /*i18n*/ { id: 'check-brand.warning', message: 'warning' },
  setting: /*i18n*/ { id: 'check-brand.setting', message: 'setting:' },
  expected: /*i18n*/ { id: 'check-brand.expected', message: 'expected:' },
  fix: /*i18n*/ { id: 'check-brand.fix', message: 'fix:' },
  summary: /*i18n*/ {
    id: 'check-brand.summary',
    message: '{errors} error(s), {warnings} warning(s)',
  },
  clean: /*i18n*/ { id: 'check-brand.clean', message: 'No problems found.' },
  relativeImages: /*i18n*/ {
    id: 'check-brand.relative-images',
    message: '(relative image URLs not checked: give --base https://your-server to check them)',
  },
  needsValue: /*i18n*/ { id: 'check-brand.needs-value', message: '{option} needs a value' },
  unknownOption: /*i18n*/ { id: 'check-brand.unknown-option', message: 'unknown option {option}' },
  unknownLang: /*i18n*/ {
    id: 'check-brand.unknown-lang',
    message: 'unknown language {lang}: give ru or en',
  },
  oneSource: /*i18n*/ { id: 'check-brand.one-source', message: 'give one FILE or URL' },
  noSource: /*i18n*/ { id: 'check-brand.no-source', message: 'give a FILE or URL' },
  notJson: /*i18n*/ { id: 'check-brand.not-json', message: '{source} is not JSON: {reason}' },
  answered: /*i18n*/ {
    id: 'check-brand.answered',
    message: '{url} answered {status}: {body}',
  },
} satisfies Record<string, MessageDescriptor>

/** A message already in the chosen language (thrown by the argument and input readers). */
class Said extends Error {}

/** The language from --lang, else from the locale environment (see the header). */
export function chooseLang(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  const i = argv.indexOf('--lang')
  if (i >= 0) return argv[i + 1] ?? ''
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || ''
  return /^ru/i.test(locale) ? 'ru' : 'en'
}

/** A Lingui instance with the studio catalog of `lang` (msgid -> msgstr of its .po). */
export function studioI18n(lang: Lang, root = ROOT): I18n {
  const po = PO.parse(readFileSync(join(root, 'src/locales', lang, 'studio.po'), 'utf8'))
  const messages: Record<string, string> = {}
  for (const item of po.items) {
    if (item.msgid && item.msgstr[0]) messages[item.msgid] = item.msgstr[0]
  }
  return setupI18n({ locale: lang, messages: { [lang]: messages } })
}

/** schemas/app-data.json and schemas/modules/*.json, read from disk. */
export function loadSchemas(root = ROOT): BrandSchemas {
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
  lang: Lang
  base?: string
  images: boolean
  timeoutMs: number
}

const USAGE =
  'usage: npm run check-brand -- FILE|URL [--client NAME] [--json] [--lang ru|en] [--base URL] [--no-images] [--timeout MS]'

function parseArgs(argv: string[], lang: Lang, say: Say): Args {
  const args: Args = { json: false, lang, images: true, timeoutMs: 5000 }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const value = () => {
      const v = argv[++i]
      if (v === undefined) throw new Said(say(CLI.needsValue, { option: a }))
      return v
    }
    if (a === '--json') args.json = true
    else if (a === '--client') args.client = value()
    else if (a === '--lang')
      value() // read before (chooseLang)
    else if (a === '--base') args.base = value()
    else if (a === '--no-images') args.images = false
    else if (a === '--timeout') args.timeoutMs = Number(value())
    else if (a.startsWith('--')) throw new Said(say(CLI.unknownOption, { option: a }))
    else if (args.source) throw new Said(say(CLI.oneSource))
    else args.source = a
  }
  if (!args.source) throw new Said(say(CLI.noSource))
  return args
}

/** The app data and the origin its relative image URLs resolve against. */
async function readAppData(
  args: Args,
  say: Say,
): Promise<{ data: unknown; base?: string; label: string }> {
  const source = args.source!
  if (!/^https?:\/\//i.test(source)) {
    const text = readFileSync(source, 'utf8')
    try {
      return { data: JSON.parse(text), base: args.base, label: source }
    } catch (error) {
      throw new Said(say(CLI.notJson, { source, reason: (error as Error).message }))
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
  if (!res.ok) {
    throw new Said(
      say(CLI.answered, { url: url.href, status: String(res.status), body: text.slice(0, 200) }),
    )
  }
  return { data: JSON.parse(text), base: args.base ?? url.origin, label: url.href }
}

/** The findings grouped by kind, for a person, in the language of `say`. */
export function formatHuman(
  label: string,
  findings: Finding[],
  colour: boolean,
  say: Say = sayIn(undefined),
): string {
  const paint = (code: string, s: string) => (colour ? `\x1b[${code}m${s}\x1b[0m` : s)
  const errors = findings.filter((f) => f.severity === 'error').length
  const warnings = findings.length - errors
  const lines = [paint('1', say(CLI.title, { label }))]
  // columns as wide as the language's words: the tags, then the detail labels
  const [error, warning] = [say(CLI.error), say(CLI.warning)]
  const tagWidth = Math.max(error.length, warning.length)
  const [setting, expected, fix] = [say(CLI.setting), say(CLI.expected), say(CLI.fix)]
  const labelWidth = Math.max(setting.length, expected.length, fix.length) + 1
  const indent = ' '.repeat(2 + tagWidth + 1)
  const byKind = new Map<FindingKind, Finding[]>()
  for (const f of findings) byKind.set(f.kind, [...(byKind.get(f.kind) ?? []), f])
  for (const [kind, list] of byKind) {
    lines.push('', paint('1', `${say(KIND_TITLES[kind])} (${list.length})`))
    for (const f of list) {
      const tag =
        f.severity === 'error'
          ? paint('31', error.padEnd(tagWidth))
          : paint('33', warning.padEnd(tagWidth))
      lines.push(`  ${tag} ${paint('36', f.path)}: ${f.message}`)
      if (f.description) lines.push(`${indent}${setting.padEnd(labelWidth)}${f.description}`)
      if (f.expected) lines.push(`${indent}${expected.padEnd(labelWidth)}${f.expected}`)
      lines.push(`${indent}${paint('32', fix)}${' '.repeat(labelWidth - fix.length)}${f.hint}`)
    }
  }
  lines.push(
    '',
    findings.length
      ? paint(errors ? '31' : '33', say(CLI.summary, { errors, warnings }))
      : paint('32', say(CLI.clean)),
  )
  return lines.join('\n')
}

export async function main(argv: string[]): Promise<number> {
  const wanted = chooseLang(argv)
  const lang: Lang = (LANGS as readonly string[]).includes(wanted) ? (wanted as Lang) : 'en'
  const i18n = studioI18n(lang)
  const say = sayIn(i18n)
  let args: Args
  try {
    if (lang !== wanted) throw new Said(say(CLI.unknownLang, { lang: wanted }))
    args = parseArgs(argv, lang, say)
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  let source: Awaited<ReturnType<typeof readAppData>>
  try {
    source = await readAppData(args, say)
  } catch (error) {
    console.error(`check-brand: ${(error as Error).message}`)
    return 2
  }
  const findings = checkBrand(source.data, { schemas: loadSchemas(), i18n })
  if (args.images) {
    findings.push(
      ...(await imageFindings(source.data, {
        base: source.base,
        timeoutMs: args.timeoutMs,
        i18n,
      })),
    )
  }
  const errors = findings.filter((f) => f.severity === 'error').length
  if (args.json) {
    const out = {
      source: source.label,
      lang,
      errors,
      warnings: findings.length - errors,
      findings,
    }
    console.log(JSON.stringify(out, null, 2))
  } else {
    const colour = process.stdout.isTTY === true && !process.env.NO_COLOR
    console.log(formatHuman(source.label, findings, colour, say))
    if (args.images && !source.base) console.log(say(CLI.relativeImages))
  }
  return hasErrors(findings) ? 1 : 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2))
}
