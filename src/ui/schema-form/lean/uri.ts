/**
 * Stands in for `fast-uri` in the forms chunk (scripts/vite-plugin-lean-rjsf.ts). rjsf's
 * findSchemaDefinition uses it only for draft 2020-12 schemas with `$id`s (embedded documents);
 * the app's forms are draft-07 with `#/…` refs, so this is a plain WHATWG URL resolution.
 */

/** `ref` resolved against `base` (an absolute or a fragment-only base). */
export function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href
  } catch {
    // a relative base: a fragment replaces the base's fragment, anything else stands alone
    if (ref.startsWith('#')) return `${base.split('#')[0]}${ref}`
    return ref
  }
}

/** The same URI, ignoring an empty fragment and the case of scheme and host. */
export function equal(a: string, b: string): boolean {
  const norm = (u: string) => {
    const s = u.replace(/#$/, '')
    try {
      return new URL(s).href.replace(/#$/, '')
    } catch {
      return s
    }
  }
  return norm(a) === norm(b)
}

export default { resolve, equal }
