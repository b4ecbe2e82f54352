/**
 * The one HTML sanitiser for server HTML (news, actions, pages, gifts). ARCHITECTURE quality bar:
 * HTML from the server is sanitised before it is rendered. On DOMPurify: no scripts, no event
 * handlers, no javascript: URLs, no frames or forms; web links open in a new tab with
 * rel=noopener.
 * Uses its own DOMPurify instance so its hooks never leak into other callers.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify'

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
