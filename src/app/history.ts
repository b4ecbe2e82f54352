/**
 * Maps the browser's history (back button, Android back gesture) onto the spec's back-button
 * order. Every entry the app creates carries its in-app depth in `history.state.shellDepth`:
 *
 *   [B: base, depth -1] [E0: a tab's root, depth 0] [E1: pushed page, depth 1] …
 *
 * B is a copy of the first URL below the app's first entry, so a back press on a tab root still
 * reaches the app (popstate onto B) instead of leaving it. On a back pop the shell decides
 * (`decide`): 'router' accepts the pop (the previous page shows), 'handled' restores the entry
 * that was left and runs the action (close a dialog, close the panel, switch to the default tab,
 * show 'Press back again to exit'), 'exit' goes back past B and leaves the app. A browser back
 * pop is first undone (the left entry pushed again), then treated like an in-app back press.
 *
 * Navigation made by anyone (wouter's `navigate`, `<Link>`, history.pushState) is annotated with
 * its depth through the pushState/replaceState events that wouter's history patch dispatches.
 */
import { navigate as browserNavigate } from 'wouter/use-browser-location'
import { ui } from '../core/state/ui.ts'

export type BackDecision =
  { kind: 'handled'; run: () => void } | { kind: 'router' } | { kind: 'exit' }

interface Entry {
  depth: number
  url: string
  state: unknown
}

type DepthState = Record<string, unknown> & { shellDepth: number; shellBase?: boolean }

let decide: () => BackDecision = () => ({ kind: 'router' })
let current: Entry = { depth: 0, url: '', state: null }
/** Pops the shell itself caused (history.back/go): accepted without a decision. */
let ownPops = 0
/** A tab switch waiting for history.go(-depth) to land on the tab root. */
let pendingTabUrl: string | null = null
/** The brand's query parameters (`?client=`) that every in-app URL keeps (issue 12 #19). */
let keptQuery: readonly (readonly [string, string])[] = []

/** `url` with the brand's query parameters it lacks added. */
function withKeptQuery(url: string): URL {
  const target = new URL(url, location.href)
  for (const [key, value] of keptQuery) {
    if (!target.searchParams.has(key)) target.searchParams.set(key, value)
  }
  return target
}

/**
 * The brand rode in the first URL's query (`?client=pizzeria` on a bare host): a navigation to a
 * path without it gets it back, so a reload of any inner route still opens the brand.
 * Returns whether the entry was rewritten (its own replaceState event follows).
 */
function keepBrandQuery(): boolean {
  if (!keptQuery.length) return false
  const target = withKeptQuery(location.href)
  if (target.href === location.href) return false
  history.replaceState(history.state, '', target.pathname + target.search + target.hash)
  return true
}

function depthOf(state: unknown): number | null {
  const d = (state as Partial<DepthState> | null)?.shellDepth
  return typeof d === 'number' ? d : null
}

function withDepth(state: unknown, depth: number): DepthState {
  const base =
    state && typeof state === 'object' && !Array.isArray(state)
      ? (state as Record<string, unknown>)
      : state == null
        ? {}
        : { value: state }
  return { ...base, shellDepth: depth }
}

function sync() {
  current = { depth: depthOf(history.state) ?? 0, url: location.href, state: history.state }
  ui.depth = Math.max(0, current.depth)
}

function onPush() {
  if (depthOf(history.state) === null) {
    history.replaceState(withDepth(history.state, current.depth + 1), '')
  } else if (!keepBrandQuery()) sync()
}

function onReplace() {
  if (depthOf(history.state) === null) {
    history.replaceState(withDepth(history.state, Math.max(0, current.depth)), '')
  } else if (!keepBrandQuery()) sync()
}

function onPop() {
  const depth = depthOf(history.state) ?? current.depth
  if (ownPops > 0) {
    ownPops--
    if (pendingTabUrl !== null) {
      const url = pendingTabUrl
      pendingTabUrl = null
      history.replaceState({ shellDepth: 0 }, '', url)
    }
    sync()
    return
  }
  if (depth >= current.depth || depth < current.depth - 1) {
    // Forward, or a jump of several entries from the browser's history menu: accept it.
    sync()
    if (depth < 0) history.pushState({ shellDepth: 0 }, '', location.href)
    return
  }
  // Back by one: put the entry that was left back first, then act exactly as an in-app back
  // press would (a 'router' decision then steps back for real).
  history.pushState(current.state, '', current.url)
  pressBack()
}

/**
 * Starts the mapping. `decideBack` is the spec's order (see back.ts). Register before the
 * router mounts, so the shell's popstate listener runs before wouter's and a restored entry never
 * flashes the previous page.
 */
export function initHistory(
  decideBack: () => BackDecision,
  brandQuery: readonly (readonly [string, string])[] = [],
): () => void {
  decide = decideBack
  keptQuery = brandQuery
  ownPops = 0
  pendingTabUrl = null
  const depth = depthOf(history.state)
  if (depth === null) {
    history.replaceState({ ...withDepth(history.state, -1), shellBase: true }, '')
    history.pushState({ shellDepth: 0 }, '')
  } else if (depth < 0) {
    history.pushState({ shellDepth: 0 }, '')
  }
  sync()
  addEventListener('popstate', onPop)
  addEventListener('pushState', onPush)
  addEventListener('replaceState', onReplace)
  return () => {
    removeEventListener('popstate', onPop)
    removeEventListener('pushState', onPush)
    removeEventListener('replaceState', onReplace)
  }
}

function samePlace(to: string): boolean {
  const target = withKeptQuery(to)
  return target.pathname === location.pathname && target.search === location.search
}

/** Pushes (or replaces) an in-app page. */
export function pushPage(to: string, opts: { replace?: boolean } = {}): void {
  if (!opts.replace && samePlace(to)) return
  const depth = opts.replace ? Math.max(0, current.depth) : current.depth + 1
  browserNavigate(to, { replace: opts.replace, state: { shellDepth: depth } })
}

/** Leaves the tab's pushed pages and shows `url` as the tab root (depth 0). */
export function replaceRoot(url: string): void {
  if (current.depth > 0) {
    ownPops++
    pendingTabUrl = url
    history.go(-current.depth)
  } else if (current.depth < 0) {
    browserNavigate(url, { state: { shellDepth: 0 } })
  } else if (!samePlace(url)) {
    browserNavigate(url, { replace: true, state: { shellDepth: 0 } })
  }
}

/** Steps `n` pages back in the history without the back-button order (a flow leaving). */
export function leavePages(n: number): void {
  const steps = Math.min(Math.max(0, Math.floor(n)), Math.max(0, current.depth))
  if (steps <= 0) return
  ownPops++
  history.go(-steps)
}

/** The back button pressed inside the app (Escape, a back link, a native wrapper). */
export function pressBack(): void {
  const decision = decide()
  if (decision.kind === 'handled') decision.run()
  else if (decision.kind === 'router') {
    ownPops++
    history.back()
  } else history.go(-(Math.max(0, current.depth) + 2))
}

export function currentDepth(): number {
  return Math.max(0, current.depth)
}
