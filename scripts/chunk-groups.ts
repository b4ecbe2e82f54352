/**
 * Chunk groups for the modules (vite.config.ts `codeSplitting.groups`; issue 16): which chunk a
 * module's files go to. Pure functions of a file's id and the module graph, so a unit test can
 * check them (tests/build/chunk-groups.test.ts).
 */
export type ModuleGraph = {
  getModuleInfo: (
    id: string,
  ) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/** A module's files reached by static imports from `entries`, without leaving the module's folder. */
function moduleFiles(dir: string, entries: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file) || !file.startsWith(dir)) continue
    seen.add(file)
    queue.push(...(graph.getModuleInfo(file)?.importedIds ?? []))
  }
  return seen
}

const moduleDir = (id: string) => {
  const match = /[\\/]src[\\/]modules[\\/]([\w-]+)[\\/]/.exec(id)
  return match ? { name: match[1], dir: id.slice(0, match.index + match[0].length) } : null
}

/** A module's home block (its `slots.home`, the home screen): `*-home.tsx`, `*-widget.tsx`, `home-slot.tsx`, `home-screen.tsx`. */
const HOME_ENTRY = /[\\/](?:[\w-]+-home|home-slot|home-screen|[\w-]+-widget)\.tsx$/

/**
 * The module descriptors' chunk (issue 16): src/modules/<m>/index.ts and the files of that
 * module it imports statically (its open handlers, events, icons, texts, stores). Without it
 * every file the descriptor shares with a screen or widget became a chunk of its own (home
 * loaded ~130 small chunks). Every module's descriptor goes into one chunk `module-descriptors` — the
 * registry imports them all at the start, and a phone pays ~14 ms (at Lighthouse's 4x) per
 * script whatever its size: twenty 0.3-3 kB chunks cost more than a brand's few unused
 * descriptors' bytes — except the catalog's (12 kB gzip with the basket's store and rules), which
 * only a brand that orders loads.
 */
export function descriptorChunk(id: string, graph: ModuleGraph): string | null {
  const module = moduleDir(id)
  if (!module) return null
  if (!moduleFiles(module.dir, [`${module.dir}index.ts`], graph).has(id)) return null
  return module.name === 'catalog' ? 'module-catalog' : 'module-descriptors'
}

/**
 * The home's blocks in one chunk `home-blocks` (issue 16): each module's home slot widget (the
 * lazy `slots.home` import its descriptor names) and the files of that module it imports
 * statically (cards, queries, progress). The home drew them from ~20 chunks of 0.2-2 kB.
 */
export function homeBlockChunk(id: string, graph: ModuleGraph): string | null {
  const module = moduleDir(id)
  if (!module) return null
  const entries = (
    graph.getModuleInfo(`${module.dir}index.ts`)?.dynamicallyImportedIds ?? []
  ).filter((file) => HOME_ENTRY.test(file))
  return moduleFiles(module.dir, entries, graph).has(id) ? 'home-blocks' : null
}
