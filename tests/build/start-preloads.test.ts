// @vitest-environment node
/**
 * The start's chunks together (scripts/vite-plugin-start-preloads.ts; issue 16, session 17):
 * index.html asks for `after-start` and the shell's texts beside the entry, and carries the
 * home's chunks in an inert template the shell moves into the head when it starts.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE } from '../../src/core/i18n/i18n.ts'
import {
  addStartPreloads,
  HTML_LOCALE,
  preloadFiles,
  type PreloadBundle,
  type PreloadChunk,
} from '../../scripts/vite-plugin-start-preloads.ts'

function chunk(name: string, fileName: string, extra: Partial<PreloadChunk> = {}): PreloadChunk {
  return { type: 'chunk', name, fileName, imports: [], ...extra }
}

const bundle: PreloadBundle = Object.fromEntries(
  [
    chunk('index', 'assets/index-A.js', { imports: ['assets/shell-S.js', 'assets/react-R.js'] }),
    chunk('react', 'assets/react-R.js'),
    chunk('shell', 'assets/shell-S.js', { imports: ['assets/react-R.js'] }),
    chunk('shell', 'assets/shell-RU.js', { facadeModuleId: '/app/src/locales/ru/shell.po' }),
    chunk('shell', 'assets/shell-EN.js', { facadeModuleId: '/app/src/locales/en/shell.po' }),
    chunk('after-start', 'assets/after-start-B.js', {
      imports: ['assets/shell-S.js', 'assets/react-R.js'],
      viteMetadata: { importedCss: new Set(['assets/after-start-C.css']) },
    }),
    chunk('modules', 'assets/modules-RU.js', { facadeModuleId: '/app/src/locales/ru/modules.po' }),
    chunk('modules', 'assets/modules-EN.js', { facadeModuleId: '/app/src/locales/en/modules.po' }),
    chunk('module-descriptors', 'assets/module-descriptors-D.js', {
      imports: ['assets/module-catalog-M.js', 'assets/data-X.js'],
    }),
    chunk('module-catalog', 'assets/module-catalog-M.js', {
      viteMetadata: { importedCss: new Set(['assets/module-catalog-C.css']) },
    }),
    chunk('data', 'assets/data-X.js'),
    chunk('home-blocks', 'assets/home-blocks-H.js', {
      imports: ['assets/data-X.js'],
      viteMetadata: { importedCss: new Set(['assets/home-blocks-C.css']) },
    }),
    chunk('map-view', 'assets/map-view-V.js'),
  ].map((c) => [c.fileName, c]),
)

const page = `<html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-R.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-S.js">
  </head><body></body></html>`

describe('start preloads', () => {
  it('names each chunk once, its imports and stylesheets first, texts with their language', () => {
    const files = preloadFiles(bundle, ['module-descriptors', 'modules', 'home-blocks'], '/')
    expect(files).toEqual([
      { href: '/assets/module-catalog-C.css', kind: 'style' },
      { href: '/assets/module-catalog-M.js', kind: 'script' },
      { href: '/assets/data-X.js', kind: 'script' },
      { href: '/assets/module-descriptors-D.js', kind: 'script' },
      { href: '/assets/modules-RU.js', kind: 'script', locale: 'ru' },
      { href: '/assets/modules-EN.js', kind: 'script', locale: 'en' },
      // the home's own blocks marked: a start on another screen leaves them (data-X came first)
      { href: '/assets/home-blocks-C.css', kind: 'style', home: true },
      { href: '/assets/home-blocks-H.js', kind: 'script', home: true },
    ])
  })

  it('asks for the texts of the app’s default language', () => {
    expect(HTML_LOCALE).toBe(DEFAULT_LOCALE)
  })

  it('index.html asks for after-start and the texts at once, the home chunks in a template', () => {
    const html = addStartPreloads(page, bundle, '/')
    const head = html.slice(0, html.indexOf('<template'))
    expect(head).toContain(
      '<link rel="preload" fetchpriority="low" as="style" crossorigin href="/assets/after-start-C.css">',
    )
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/after-start-B.js">',
    )
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shell-RU.js" data-locale="ru">',
    )
    // only the default language's texts: an en start asks for its own as the entry runs
    expect(html).not.toContain('shell-EN.js')
    // what the entry already names is not named again
    expect(html.match(/shell-S\.js/g)).toHaveLength(1)
    expect(html.match(/react-R\.js/g)).toHaveLength(1)
    const template = /<template id="start-preloads">(.*)<\/template>/.exec(html)?.[1] ?? ''
    expect(template).toContain('href="/assets/module-descriptors-D.js"')
    expect(template).toContain('href="/assets/home-blocks-H.js" data-home=""')
    expect(template).toContain('href="/assets/module-descriptors-D.js">')
    expect(template).toContain('href="/assets/modules-RU.js" data-locale="ru"')
    expect(template).not.toContain('map-view')
    expect(html.indexOf('<template')).toBeLessThan(html.indexOf('</head>'))
  })

  it('asks for the head’s scripts at low priority, not the stylesheet nor the template’s (session 18: first paint)', () => {
    const html = addStartPreloads(
      page.replace(
        '</head>',
        '<link rel="stylesheet" crossorigin href="/assets/shell-C.css"></head>',
      ),
      bundle,
      '/',
    )
    const head = html.slice(0, html.indexOf('<template'))
    // Lighthouse counts a High-priority script that arrived before the first paint as blocking it
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js">',
    )
    const links = head.match(/<link rel="(modulepreload|preload)"[^>]*>/g) ?? []
    expect(links.length).toBeGreaterThan(3)
    for (const link of links) expect(link).toContain('fetchpriority="low"')
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-C.css">')
    const template = /<template id="start-preloads">(.*)<\/template>/.exec(html)?.[1] ?? ''
    expect(template).toContain('href="/assets/module-descriptors-D.js"')
    expect(template).not.toContain('fetchpriority')
  })
})
