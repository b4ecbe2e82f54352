/**
 * The spec's shared validators as pure functions (accounts-loyalty §5, shell-data §5).
 * Used by the ajv keywords on the client and, with the same keywords, by the server.
 */

export const digitsOnly = (value: string) => value.replace(/\D/g, '')

/**
 * spec: empty allowed; starting '+7' must match +7 (xxx) xxx-xx-xx; starting '+375' must match
 * +375 xx xxx-xx-xx; otherwise at least 11 digits.
 */
export function isValidPhone(value: string): boolean {
  const v = value.trim()
  if (v === '') return true
  if (v.startsWith('+7')) return /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/.test(v)
  if (v.startsWith('+375')) return /^\+375 \d{2} \d{3}-\d{2}-\d{2}$/.test(v)
  return digitsOnly(v).length >= 11
}

/** spec: Latin or Cyrillic letters, hyphen, space only. */
export function isAlpha(value: string): boolean {
  return /^[A-Za-zА-Яа-яЁё\- ]*$/.test(value)
}

/** spec: empty, or day-month-year with separator - / . or space, years 19xx or 20xx. */
export function isValidDate(value: string): boolean {
  const v = value.trim()
  if (v === '') return true
  const m = /^(\d{2})[-/. ](\d{2})[-/. ]((?:19|20)\d{2})$/.exec(v)
  if (!m) return false
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** spec: numbers only. */
export function isDigits(value: string): boolean {
  return /^\d*$/.test(value)
}

/** spec: standard e-mail pattern, empty allowed. */
export function isEmail(value: string): boolean {
  const v = value.trim()
  return v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v)
}
