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

/**
 * Whether `id` is one of its module's files reached by static imports from the files its
 * descriptor (src/modules/<m>/index.ts) imports lazily and `entry` names.
 */
function lazyEntryFiles(id: string, graph: ModuleGraph, entry: RegExp): boolean {
  const module = moduleDir(id)
  if (!module) return false
  const entries = (
    graph.getModuleInfo(`${module.dir}index.ts`)?.dynamicallyImportedIds ?? []
  ).filter((file) => entry.test(file))
  return moduleFiles(module.dir, entries, graph).has(id)
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
 * The widgets of the slots the shell renders on every screen, and the start's own module work:
 * the basket bar (`tab-bar-buttons`), the bell (`home-navbar`), the sign-in start and the update
 * screen (`startup`), the notifications' subscription. Loaded with the first screen whatever it
 * is; with the module's files they import statically (the basket bar's checkout gate, form
 * schema, form id and summary) they were ~9 chunks of 0.1-2 kB on every home (issue 16,
 * session 16: ~14 ms of a phone's main thread each at Lighthouse's 4x).
 */
const START_ENTRY = /[\\/](?:basket-bar|bell|startup|update-screen|subscription)\.tsx?$/

/**
 * The start's module pieces in one chunk `start-slots` (issue 16): each module's dynamic import
 * of a START_ENTRY file from its descriptor and the files of that module it imports statically.
 * Before `home-blocks` in vite.config.ts: a file both use stays here, so a screen that is not
 * the home never loads the home's blocks for it.
 */
export function startSlotChunk(id: string, graph: ModuleGraph): string | null {
  return lazyEntryFiles(id, graph, START_ENTRY) ? 'start-slots' : null
}

/**
 * The home's blocks in one chunk `home-blocks` (issue 16): each module's home slot widget (the
 * lazy `slots.home` import its descriptor names) and the files of that module it imports
 * statically (cards, queries, progress). The home drew them from ~20 chunks of 0.2-2 kB.
 */
export function homeBlockChunk(id: string, graph: ModuleGraph): string | null {
  return lazyEntryFiles(id, graph, HOME_ENTRY) ? 'home-blocks' : null
}

/**
 * The small components every screen uses (vite.config.ts group `ui`), with their styles as one
 * stylesheet. Not ui/html (DOMPurify, 63 kB rendered): only popups and pages render a server's
 * HTML and load it with them (issue 16, session 16). The slider stays: every demo brand's home
 * has a row of cards (gifts, news or actions). The map's entry (its placeholder; Leaflet stays a
 * chunk of its own), the branches' texts and the QR code's wrapper (the library stays apart)
 * were chunks of 0.3-0.8 kB on every home.
 */
export const uiGroup =
  /[\\/]src[\\/]ui[\\/]((badge|button|card|customer-ids|error-fallback|image|infinite-scroll|list|load-error|navbar|page|pull-to-refresh|qr-code|radio-group|skeleton|slider|startup-screen)[\\/]|map[\\/]index\.ts$|branches[\\/]texts\.ts$)/

/**
 * The server-data layer with the formatting every module's screens use, and the rules on that
 * data the app shares with the server (vite.config.ts group `data`). TanStack Query only:
 * TanStack Virtual (@tanstack/virtual-core 47 kB rendered, react-virtual) goes with the catalog's
 * long category list, the one screen that uses it (issue 16, session 16). src/shared/push (the
 * push tags' hash) and version join it: chunks of 0.3-0.7 kB the start's slots share with screens.
 */
export const dataGroup =
  /([\\/]src[\\/]core[\\/](query|format|time|geo|i18n)[\\/]|[\\/]src[\\/]shared[\\/](pricing|geo|money|schema|time|push|version)[\\/]|node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/])/
