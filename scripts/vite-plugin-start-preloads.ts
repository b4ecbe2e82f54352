/**
 * The start's chunks requested together, not one after another (issue 16, session 17: the
 * home's request chain). Without this a first start asked for its scripts in seven steps, each
 * waiting for the one before to arrive and run: the entry, then `after-start` (the HTTP client),
 * then the app-data call, then the settings validators and texts, then the module descriptors
 * with `data` and `ui`, then the start's slots, then the home's blocks — and only then the LCP
 * picture. Each step cost a round trip (150 ms on Lighthouse's slow 4G) plus its transfer.
 *
 * - `<link rel="modulepreload">` in index.html for `after-start` (and its stylesheet and static
 *   imports): it holds the HTTP client the app-data call waits for, so it loads beside the
 *   entry and the call leaves as soon as the entry has run.
 * - `<template id="start-preloads">` with the links of the chunks every home loads once app
 *   data names its modules (the registry's descriptors, `data`, `ui`, the start's slots, the
 *   home's blocks, the settings validators, the texts): inert in the page (no request competes
 *   with the entry's scripts), the shell puts them in the head when it starts
 *   (src/app/start-preloads.ts), while the app-data call is on its way. Texts carry their
 *   language (`data-locale`): only the session's are asked for.
 *
 * A modulepreload only fetches (and compiles) a script: nothing runs before the code that
 * imports it asks for it. Vite's own preload helper finds the links already there and adds
 * nothing twice. Runs after the other plugins' `generateBundle` (the proxy chunks are gone by
 * then); index.html is not cached as the hashed files are, so naming them there is safe.
 */
import type { Plugin } from 'vite'

/**
 * Chunks (by name) index.html asks for beside the entry: the HTTP client's, and the shell's
 * texts (the first render waits for the session's), in the default language only.
 */
export const HTML_PRELOADS = ['after-start', 'shell'] as const

/**
 * The language whose shell texts index.html asks for (src/core/i18n/i18n.ts DEFAULT_LOCALE, the
 * spec's default). The page cannot know the session's before a script runs (the CSP allows no
 * inline script): another language's texts (0.8 kB gzip) are asked for by the entry as it starts
 * (`activateLocale`), rather than every start downloading both (issue 16, session 18).
 */
export const HTML_LOCALE = 'ru'

/** Chunks (by name) the shell asks for when it starts: what every home loads after app data. */
export const START_PRELOADS = [
  '_virtual_settings-validators',
  'react-error-boundary',
  'modules',
  'late',
  'module-descriptors',
  'data',
  'ui',
  'start-slots',
  'home-blocks',
] as const

/** The part of an output chunk this needs (Rolldown's OutputChunk has more). */
export interface PreloadChunk {
  type: 'chunk'
  name: string
  fileName: string
  imports: string[]
  facadeModuleId?: string | null
  viteMetadata?: { importedCss: Set<string> }
}
export type PreloadBundle = Record<
  string,
  PreloadChunk | { type: 'asset'; fileName: string; source: string | Uint8Array }
>

export interface PreloadFile {
  href: string
  kind: 'script' | 'style'
  /** A message catalog's language (src/locales/<locale>/…): asked for in that language only. */
  locale?: string
  /** Only the home renders it (the home's blocks): asked for when the start is on the home. */
  home?: boolean
}

/** The chunks only the home screen runs: a start on another screen does not ask for them. */
export const HOME_ONLY = new Set<string>(['home-blocks'])

const localeOf = (id: string | null | undefined) =>
  /[\\/]locales[\\/]([a-z]{2})[\\/][^\\/]+\.po$/.exec(id ?? '')?.[1]

/**
 * The files of the named chunks with their static imports and stylesheets, each once, leaving
 * out `skip` (what the page already asks for).
 */
export function preloadFiles(
  bundle: PreloadBundle,
  names: readonly string[],
  base: string,
  skip: ReadonlySet<string> = new Set(),
): PreloadFile[] {
  const chunks = Object.values(bundle).filter((c): c is PreloadChunk => c.type === 'chunk')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const seen = new Set(skip)
  const out: PreloadFile[] = []
  const add = (chunk: PreloadChunk, home: boolean) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    const own = localeOf(chunk.facadeModuleId)
    const only = home ? { home: true } : {}
    for (const file of chunk.imports) {
      const dep = byFile.get(file)
      if (dep) add(dep, home)
    }
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (seen.has(css)) continue
      seen.add(css)
      out.push({ href: base + css, kind: 'style', ...only })
    }
    out.push({
      href: base + chunk.fileName,
      kind: 'script',
      ...(own ? { locale: own } : {}),
      ...only,
    })
  }
  // the home's own chunks last: what they share with the others is asked for on every screen
  for (const name of names)
    for (const chunk of chunks) if (chunk.name === name) add(chunk, HOME_ONLY.has(name))
  return out
}

export function preloadLink(file: PreloadFile): string {
  const locale =
    (file.locale ? ` data-locale="${file.locale}"` : '') + (file.home ? ' data-home=""' : '')
  return file.kind === 'style'
    ? `<link rel="preload" as="style" crossorigin href="${file.href}"${locale}>`
    : `<link rel="modulepreload" crossorigin href="${file.href}"${locale}>`
}

/** The files index.html already names (its scripts, modulepreloads and stylesheets). */
function namedIn(html: string, base: string): Set<string> {
  const files = new Set<string>()
  for (const m of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
    if (m[1]!.startsWith(base)) files.add(m[1]!.slice(base.length))
  }
  return files
}

/** index.html with the preload links and the start's template (see above). */
export function addStartPreloads(html: string, bundle: PreloadBundle, base: string): string {
  const named = namedIn(html, base)
  const early = preloadFiles(bundle, HTML_PRELOADS, base, named).filter(
    (f) => !f.locale || f.locale === HTML_LOCALE,
  )
  for (const f of early) named.add(f.href.slice(base.length))
  const later = preloadFiles(bundle, START_PRELOADS, base, named)
  const links = early.map((f) => `    ${preloadLink(f)}\n`).join('')
  const template = later.length
    ? `    <template id="start-preloads">${later.map(preloadLink).join('')}</template>\n`
    : ''
  return lowPriorityScripts(html.replace(/\n?\s*<\/head>/, `\n${links}${template}  </head>`))
}

/**
 * The head's scripts and preloads at `fetchpriority="low"` (issue 16, session 18: first paint).
 * A module script never blocks the paint, but Lighthouse's simulation counts every High-priority
 * script (and VeryHigh preload) that arrived before the observed first paint as render-blocking:
 * on a phone's simulated slow 4G the splash's paint waited for ~110 kB of scripts (FCP 1.5–1.9 s;
 * with them at low priority 0.7–0.9 s). Nothing else is asked for before them (the template's
 * links come later), so their order and arrival do not change. The stylesheet stays render-blocking:
 * the first render needs it.
 */
export function lowPriorityScripts(html: string): string {
  // up to the start's template (its links are asked for later, as they are) or the head's end
  const ends = [html.indexOf('<template'), html.indexOf('</head>')].filter((i) => i >= 0)
  const cut = Math.min(...ends)
  const low = html
    .slice(0, cut)
    .replace(
      /<script type="module"(?! fetchpriority)/g,
      '<script type="module" fetchpriority="low"',
    )
    .replace(
      /<link rel="(modulepreload|preload)"(?! fetchpriority)/g,
      '<link rel="$1" fetchpriority="low"',
    )
  return low + html.slice(cut)
}

export function startPreloads(): Plugin {
  let base = '/'
  return {
    name: 'app:start-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base || '/'
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html']
        if (!page || page.type !== 'asset') return
        const html =
          typeof page.source === 'string' ? page.source : Buffer.from(page.source).toString()
        page.source = addStartPreloads(html, bundle as unknown as PreloadBundle, base)
      },
    },
  }
}
