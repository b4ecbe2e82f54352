/**
 * The one HTML sanitiser for server HTML (news, actions, pages, gifts). ARCHITECTURE quality bar:
 * HTML from the server is sanitised before it is rendered. On DOMPurify: no scripts, no event
 * handlers, no javascript: URLs, no frames or forms; web links open in a new tab with
 * rel=noopener.
 * Uses its own DOMPurify instance so its hooks never leak into other callers.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify'
import { typograph } from '../../core/format/typograph.ts'

let purifier: DOMPurify | null = null

function instance(): DOMPurify {
  if (purifier) return purifier
  const p = createDOMPurify(window)
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return
    // Web links leave the app in a new tab; tel:, mailto: and in-page anchors stay as they are.
    if (/^(https?:)?\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    } else {
      node.removeAttribute('target')
    }
  })
  purifier = p
  return p
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'base', 'meta'],
    FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
    ADD_ATTR: ['target'],
  })
}

/** Elements whose text is shown as typed: code, and what a browser never renders as prose. */
const VERBATIM = new Set(['CODE', 'PRE', 'KBD', 'SAMP', 'TEXTAREA'])

/**
 * Sanitised HTML with the typograph applied to its text nodes only (tags, attributes and links
 * untouched; a text node's value is set as text, so nothing it holds can become markup).
 * Hyphens stay as typed: a body's words are copied and searched. Run it after sanitizeHtml.
 */
export function typographHtml(clean: string): string {
  if (!clean) return clean
  const template = document.createElement('template')
  template.innerHTML = clean
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest([...VERBATIM].join(','))) continue
    const text = node.nodeValue ?? ''
    const set = typograph(text, { hyphens: false })
    if (set !== text) node.nodeValue = set
  }
  return template.innerHTML
}
