/**
 * Which pages of a long category to load (issue 16: the 1,040-product category). The API pages
 * stay 10 products (spec catalog §9); when its answer names the total, the list knows its full
 * length, so any place in it (the End key, a fling, a scrollbar drag) asks for the pages shown
 * there at once, not after every page before them. Ahead of what is shown, a few more pages load
 * in parallel while the reader is within a few screens of them, so an ordinary scroll never
 * meets an empty card. Pure: the screen gives the rows it renders and what is loaded.
 */

/** From this many products the list is virtualised and loaded by place, not page after page. */
export const VIRTUAL_FROM = 60

/** Screens loaded ahead of the rendered rows (and behind them, for a scroll back). */
export const SCREENS_AHEAD = 3
export const SCREENS_BEHIND = 1

/**
 * Pages asked for ahead at most besides the ones shown: a browser talks to one host over 6
 * connections, and the pages on screen must not queue behind prefetches.
 */
export const MAX_PREFETCH = 4

export interface PrefetchInput {
  /** Products in the list (the API's total, corrected by a short page). */
  total: number
  pageSize: number
  /** The first and last product index rendered now (inclusive); -1 when nothing is. */
  first: number
  last: number
  /** Products that fill one screen. */
  perScreen: number
  /** Whether a page is loaded (or failed: a failed page is not asked again by the prefetch). */
  settled: (page: number) => boolean
  screensAhead?: number
  screensBehind?: number
  maxPrefetch?: number
}

/**
 * The pages to keep loaded now, most urgent first: page 0 (it carries the total), the pages of
 * the rendered rows, then unloaded pages ahead up to `screensAhead` screens and behind up to
 * `screensBehind`, at most `maxPrefetch` of those.
 */
export function pagesToLoad(input: PrefetchInput): number[] {
  const {
    total,
    pageSize,
    first,
    last,
    perScreen,
    settled,
    screensAhead = SCREENS_AHEAD,
    screensBehind = SCREENS_BEHIND,
    maxPrefetch = MAX_PREFETCH,
  } = input
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1)
  const pageOf = (i: number) => Math.min(lastPage, Math.max(0, Math.floor(i / pageSize)))
  const out: number[] = [0]
  const add = (p: number) => {
    if (!out.includes(p)) out.push(p)
  }
  if (first < 0 || last < first || total <= 0) return out
  for (let p = pageOf(first); p <= pageOf(last); p++) add(p)
  const screen = Math.max(1, perScreen)
  const prefetch: number[] = []
  const aheadTo = pageOf(last + screensAhead * screen)
  for (let p = pageOf(last) + 1; p <= aheadTo; p++) prefetch.push(p)
  const behindTo = pageOf(first - screensBehind * screen)
  for (let p = pageOf(first) - 1; p >= behindTo; p--) prefetch.push(p)
  let budget = maxPrefetch
  for (const p of prefetch) {
    if (out.includes(p)) continue
    if (settled(p)) {
      add(p)
      continue
    }
    if (budget <= 0) continue
    budget--
    add(p)
  }
  return out
}

/**
 * The list's length: the API's total, cut short where a page came back short (products gone
 * since the total was counted). Null while the total is not known.
 */
export function listLength(
  total: number | null,
  pages: ReadonlyMap<number, { length: number }>,
  pageSize: number,
): number | null {
  if (total == null) return null
  let n = Math.max(0, total)
  for (const [index, page] of pages) {
    if (page.length < pageSize) n = Math.min(n, index * pageSize + page.length)
  }
  return n
}
