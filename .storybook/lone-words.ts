/**
 * Lone words (issue 12, session 14): a heading, title or button text of three words or more
 * whose last line holds a single word («Войдите, чтобы копить / баллы»). Measured in the page:
 * each word's box, lines told apart by their top. Words joined by a no-break space (the
 * typograph's «за 8 баллов») count one by one, as they never part.
 */
const TEXTS = 'h1, h2, h3, h4, [role="heading"], button, a'

function wordTops(element: Element): number[] {
  const tops: number[] = []
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange()
      range.setStart(node, match.index)
      range.setEnd(node, match.index + match[0].length)
      const rect = range.getClientRects()[0]
      if (rect && rect.width > 0) tops.push(Math.round(rect.top))
    }
  }
  return tops
}

/** The texts under `root` that end with one word on their last line. */
export function loneLastWords(root: Element): string[] {
  const found: string[] = []
  for (const element of root.querySelectorAll(TEXTS)) {
    // the innermost text element only (a card's link holds its title's heading)
    if (element.querySelector(TEXTS)) continue
    const tops = wordTops(element)
    if (tops.length < 3) continue
    const last = tops[tops.length - 1]!
    const lines = new Set(tops.map((top) => Math.round(top / 4)))
    const onLast = tops.filter((top) => Math.abs(top - last) < 4).length
    if (lines.size > 1 && onLast === 1) found.push((element.textContent ?? '').trim())
  }
  return found
}
