/**
 * Decimal rounding (shell-data §3 decimal / decimalRoundingRule, §9). Pure, without Lingui: the
 * server prices orders with the same function (server/orders/pricing.ts).
 */

/** spec: rounding rules default, floor, ceil, round, trunc. */
export type DecimalRoundingRule = 'default' | 'floor' | 'ceil' | 'round' | 'trunc'

/**
 * Rounds `value` to `decimal` digits. 'default' rounds half away from zero on the decimal value
 * (1.005 -> 1.01, -2.5 -> -3), as a cashier would; 'round' is Math.round (half towards +infinity,
 * -2.5 -> -2); floor, ceil and trunc as in Math. Unknown rules fall back to 'default'.
 */
export function roundDecimal(value: number, decimal = 0, rule: string = 'default'): number {
  const digits = Math.max(0, Math.min(20, Math.trunc(decimal)))
  // Shift by the exponent in the number's text, not by multiplying, so 1.005 stays 100.5, and
  // drop float noise (0.1 + 0.2) before floor/ceil decide.
  const text = String(value)
  const exact = text.includes('e') ? value * 10 ** digits : Number(`${text}e${digits}`)
  const shifted = Number(exact.toPrecision(15))
  let rounded: number
  switch (rule) {
    case 'floor':
      rounded = Math.floor(shifted)
      break
    case 'ceil':
      rounded = Math.ceil(shifted)
      break
    case 'trunc':
      rounded = Math.trunc(shifted)
      break
    case 'round':
      rounded = Math.round(shifted)
      break
    default:
      rounded = Math.sign(shifted) * Math.round(Math.abs(shifted))
  }
  const back = String(rounded).includes('e')
    ? rounded / 10 ** digits
    : Number(`${rounded}e-${digits}`)
  return back + 0 // + 0 turns -0 into 0
}
