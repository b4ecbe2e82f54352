/**
 * Stands in for rjsf's `deepEquals` (fast-equals' createCustomEqual, ~3 kB gzip) in the forms
 * chunk (scripts/vite-plugin-lean-rjsf.ts), with the same rules: structural equality of plain
 * objects, arrays, dates, regexps, maps and sets; `NaN` equals `NaN`; any two functions are
 * equal (rjsf compares props holding callbacks); circular structures are compared safely.
 */
type Seen = Array<[object, object]>

function equals(a: unknown, b: unknown, seen: Seen): boolean {
  if (a === b) return true
  if (typeof a === 'function' && typeof b === 'function') return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return a !== a && b !== b // NaN
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false
  if (seen.some(([x, y]) => x === a && y === b)) return true
  seen.push([a, b])
  try {
    if (a instanceof Date) return a.getTime() === (b as Date).getTime()
    if (a instanceof RegExp) return String(a) === String(b)
    if (Array.isArray(a)) {
      const other = b as unknown[]
      return a.length === other.length && a.every((v, i) => equals(v, other[i], seen))
    }
    if (a instanceof Map) {
      const other = b as Map<unknown, unknown>
      if (a.size !== other.size) return false
      for (const [k, v] of a) if (!other.has(k) || !equals(v, other.get(k), seen)) return false
      return true
    }
    if (a instanceof Set) {
      const other = b as Set<unknown>
      if (a.size !== other.size) return false
      for (const v of a) if (!other.has(v)) return false
      return true
    }
    const ra = a as Record<string, unknown>
    const rb = b as Record<string, unknown>
    const keys = Object.keys(ra)
    if (keys.length !== Object.keys(rb).length) return false
    return keys.every(
      (k) => Object.prototype.hasOwnProperty.call(rb, k) && equals(ra[k], rb[k], seen),
    )
  } finally {
    seen.pop()
  }
}

export default function deepEquals(a: unknown, b: unknown): boolean {
  return equals(a, b, [])
}
