// @vitest-environment node
/**
 * The build without re-export-only chunks for dynamic imports (scripts/vite-plugin-drop-import-
 * proxies.ts; issue 16): an `import()` of a proxy loads the grouped chunk itself with the same
 * names, the preload lists name the grouped chunk, and the proxy is gone.
 */
import { describe, expect, it } from 'vitest'
import {
  dropImportProxies,
  type BundleLike,
  type ChunkLike,
} from '../../scripts/vite-plugin-drop-import-proxies.ts'

function chunk(fileName: string, code: string, extra: Partial<ChunkLike> = {}): ChunkLike {
  return {
    type: 'chunk',
    fileName,
    code,
    isEntry: false,
    isDynamicEntry: false,
    dynamicImports: [],
    ...extra,
  }
}

function bundleOf(...chunks: ChunkLike[]): BundleLike {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]))
}

const loader =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/news-AAAA.js","assets/module-news-BBBB.js"])))=>i.map(i=>d[i]);' +
  'export const table={news:()=>s(()=>import(`./news-AAAA.js`).then(e=>e.newsModule),__vite__mapDeps([0,1]))}'

describe('dropImportProxies', () => {
  it('imports the grouped chunk in place of a proxy, with the same names, and drops the proxy', async () => {
    const bundle = bundleOf(
      chunk('assets/load-CCCC.js', loader, { dynamicImports: ['assets/news-AAAA.js'] }),
      chunk(
        'assets/news-AAAA.js',
        'export{t as newsModule,u as other}from"./module-news-BBBB.js";',
        {
          isDynamicEntry: true,
        },
      ),
      chunk('assets/module-news-BBBB.js', 'const t={name:"news"},u=2;export{t,u};'),
    )
    expect(dropImportProxies(bundle)).toEqual(['assets/news-AAAA.js'])
    expect(Object.keys(bundle).sort()).toEqual([
      'assets/load-CCCC.js',
      'assets/module-news-BBBB.js',
    ])
    const load = bundle['assets/load-CCCC.js'] as ChunkLike
    expect(load.code).toContain(
      'import("./module-news-BBBB.js").then(m=>({newsModule:m.t,other:m.u})).then(e=>e.newsModule)',
    )
    expect(load.code).not.toContain('news-AAAA')
    expect(load.code).toContain('["assets/module-news-BBBB.js","assets/module-news-BBBB.js"]')
    expect(load.dynamicImports).toEqual(['assets/module-news-BBBB.js'])

    // the rewritten import gives what the proxy gave
    const target = { t: { name: 'news' }, u: 2 }
    const picked = await Promise.resolve(target).then((m) => ({ newsModule: m.t, other: m.u }))
    expect(picked).toEqual({ newsModule: { name: 'news' }, other: 2 })
  })

  it('drops a proxy that also imports, for its side effects, a chunk its target imports', () => {
    const shellApp = 'import("./slot-AAAA.js").then(m=>m.Slot)'
    const proxy = 'export{X as Slot}from"./after-start-BBBB.js";import"./shell-CCCC.js";'
    const bundle = bundleOf(
      chunk('assets/shell-CCCC.js', shellApp, { dynamicImports: ['assets/slot-AAAA.js'] }),
      chunk('assets/slot-AAAA.js', proxy, { isDynamicEntry: true }),
      chunk('assets/after-start-BBBB.js', 'import"./shell-CCCC.js";const X=1;export{X};', {
        imports: ['assets/shell-CCCC.js'],
      }),
    )
    expect(dropImportProxies(bundle)).toEqual(['assets/slot-AAAA.js'])
    expect((bundle['assets/shell-CCCC.js'] as ChunkLike).code).toBe(
      'import("./after-start-BBBB.js").then(m=>({Slot:m.X})).then(m=>m.Slot)',
    )
  })

  it('keeps a proxy that imports a chunk its target does not (its side effects would be lost)', () => {
    const proxy = 'export{X as Slot}from"./after-start-BBBB.js";import"./other-DDDD.js";'
    const bundle = bundleOf(
      chunk('assets/shell-CCCC.js', 'import("./slot-AAAA.js")'),
      chunk('assets/slot-AAAA.js', proxy, { isDynamicEntry: true }),
      chunk('assets/after-start-BBBB.js', 'const X=1;export{X};', { imports: [] }),
      chunk('assets/other-DDDD.js', 'console.log(1)'),
    )
    expect(dropImportProxies(bundle)).toEqual([])
  })

  it('keeps a dynamic entry with code of its own, and static entries', () => {
    const own = 'import{a}from"./x-1.js";export const b=a+1;'
    const entry = 'export{a}from"./x-1.js";'
    const bundle = bundleOf(
      chunk('assets/own-1.js', own, { isDynamicEntry: true }),
      chunk('assets/index-1.js', entry, { isEntry: true }),
      chunk('assets/x-1.js', 'export const a=1;'),
    )
    expect(dropImportProxies(bundle)).toEqual([])
    expect(Object.keys(bundle)).toHaveLength(3)
  })

  it('fails the build when a proxy is named other than by import() (a static import would break)', () => {
    const bundle = bundleOf(
      chunk('assets/a-1.js', 'import{newsModule}from"./news-AAAA.js";import("./news-AAAA.js")'),
      chunk('assets/news-AAAA.js', 'export{t as newsModule}from"./module-news-BBBB.js";', {
        isDynamicEntry: true,
      }),
      chunk('assets/module-news-BBBB.js', 'const t=1;export{t};'),
    )
    expect(() => dropImportProxies(bundle)).toThrow(/a-1\.js names assets\/news-AAAA\.js/)
  })
})
