/**
 * No proxy chunks for dynamic imports (issue 16). When a manual chunk group takes in the module
 * that `import()` names (each module's descriptor group in vite.config.ts), Rolldown still emits
 * a chunk for that import which only re-exports from the group's chunk
 * (`export{t as newsModule}from"./module-news-….js"`; Rolldown's open issue 9729, Rollup does
 * not do it). The home loaded 19 of them: a request and a script each, ~3-4 ms of a phone's main
 * thread per script whatever its size. This rewrites each such `import("./proxy.js")` into an
 * import of the group's chunk that picks the same names
 * (`import("./module-news-….js").then(m=>({newsModule:m.t}))`), points the preload lists at the
 * group's chunk instead, and drops the proxies from the build.
 *
 * Runs after Vite has written the preload lists (`generateBundle`, order post). Hashes stay
 * honest: a proxy's name hashes its target's, and the importer's hash covers the proxy's name.
 */
import { posix } from 'node:path'
import type { Plugin } from 'vite'

/** The part of an output chunk this needs (Rolldown's OutputChunk has more). */
export interface ChunkLike {
  type: 'chunk'
  fileName: string
  code: string
  isEntry: boolean
  isDynamicEntry: boolean
  dynamicImports: string[]
  /** The chunks it imports statically (Rolldown's `imports`). */
  imports?: string[]
}
export type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>

interface Proxy {
  target: string
  /** [the target's local name, the name the import's namespace has]. */
  names: [string, string][]
}

const proxyCode =
  /^export\s*\{([^}]*)\}\s*from\s*(["'`])([^"'`]+)\2\s*;?((?:\s*import\s*(["'`])[^"'`]+\5\s*;?)*)$/
const bareImport = /import\s*(["'`])([^"'`]+)\1/g

/** Proxies found in the bundle: its file name → what it re-exports from where. */
function findProxies(bundle: BundleLike): Map<string, Proxy> {
  const proxies = new Map<string, Proxy>()
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.isEntry || !chunk.isDynamicEntry) continue
    const match = proxyCode.exec(chunk.code.trim())
    if (!match || !match[3]!.startsWith('.')) continue
    const target = posix.normalize(posix.join(posix.dirname(chunk.fileName), match[3]!))
    const targetChunk = bundle[target]
    if (targetChunk?.type !== 'chunk') continue
    // A proxy may also import chunks for their side effects (`import"./shell-….js"`): only ones
    // the target imports itself, which loading the target runs first anyway.
    const sideEffects = [...match[4]!.matchAll(bareImport)].map((m) =>
      posix.normalize(posix.join(posix.dirname(chunk.fileName), m[2]!)),
    )
    if (sideEffects.some((file) => !targetChunk.imports?.includes(file))) continue
    const names = match[1]!
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part): [string, string] => {
        const [local, exported = local] = part.split(/\s+as\s+/) as [string, string?]
        return [local, exported]
      })
    if (names.some(([local, exported]) => !/^[\w$]+$/.test(local) || !/^[\w$]+$/.test(exported)))
      continue
    proxies.set(chunk.fileName, { target, names })
  }
  return proxies
}

function relative(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to)
  return path.startsWith('.') ? path : `./${path}`
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Rewrites the bundle in place; returns the dropped proxies' file names. */
export function dropImportProxies(bundle: BundleLike): string[] {
  const proxies = findProxies(bundle)
  if (proxies.size === 0) return []
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || proxies.has(chunk.fileName)) continue
    let { code } = chunk
    for (const [file, { target, names }] of proxies) {
      if (!code.includes(posix.basename(file))) continue
      const picks = names.map(([local, exported]) => `${exported}:m.${local}`).join(',')
      const specifier = escape(relative(chunk.fileName, file))
      code = code.replace(
        new RegExp(`import\\((["'\`])${specifier}\\1\\)`, 'g'),
        () => `import(${JSON.stringify(relative(chunk.fileName, target))}).then(m=>({${picks}}))`,
      )
      // the preload lists (`__vite__mapDeps`) name files from the output's root
      code = code.replaceAll(JSON.stringify(file), JSON.stringify(target))
      if (code.includes(posix.basename(file))) {
        throw new Error(`${chunk.fileName} names ${file} other than in import(): not dropped`)
      }
      chunk.dynamicImports = [
        ...new Set(chunk.dynamicImports.map((name) => (name === file ? target : name))),
      ]
    }
    chunk.code = code
  }
  const dropped = [...proxies.keys()]
  for (const file of dropped) delete bundle[file]
  return dropped
}

export function dropImportProxiesPlugin(): Plugin {
  return {
    name: 'app:drop-import-proxies',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        if (options.format !== 'es') return
        dropImportProxies(bundle as unknown as BundleLike)
      },
    },
  }
}
