/**
 * A progressive input mask: '#' takes one digit, anything else is a literal. Literals are written
 * only when a digit follows them, so deleting at the end never gets stuck on a ')' or '-'.
 */
export function fillMask(mask: string, digits: string): string {
  let out = ''
  let i = 0
  for (const ch of mask) {
    if (i >= digits.length) break
    if (ch === '#') out += digits[i++]
    else out += ch
  }
  return out
}

/** How many '#' slots a mask has. */
export const maskDigits = (mask: string) => mask.split('#').length - 1

/** Where the caret goes after `digitCount` digits of a masked value (for keeping the caret put). */
export function caretAfterDigits(masked: string, digitCount: number): number {
  if (digitCount <= 0) return masked.search(/\d/) === -1 ? masked.length : masked.search(/\d/)
  let seen = 0
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i]!) && ++seen === digitCount) return i + 1
  }
  return masked.length
}
