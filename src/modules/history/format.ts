/** How an operation reads in the list: its title and signed points. */
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { numberOptions } from '../../core/format/money.ts'
import { formatPointsNumber } from '../../core/format/plurals.ts'
import { typograph } from '../../core/format/typograph.ts'

import type { OperationItem } from './api.ts'

export const operationTexts = {
  earned: msg`Points earned`,
  charged: msg`Points charged`,
}

/** The title as shown: set by the typograph («Подарок: Круассан с миндалём» never ends on «с»). */
export function operationTitle(op: Pick<OperationItem, 'type' | 'gift' | 'reason'>, i18n: I18n) {
  return typograph(operationWords(op, i18n), { hyphens: false })
}

function operationWords(op: Pick<OperationItem, 'type' | 'gift' | 'reason'>, i18n: I18n) {
  if (op.gift) {
    const name = op.gift
    return i18n._(msg`Gift: ${name}`)
  }
  if (op.reason) return op.reason
  return i18n._(op.type === 'in' ? operationTexts.earned : operationTexts.charged)
}

/**
 * '+45', '−200' (a real minus sign): whole points read whole, a fraction with the brand's
 * decimals ('+0.30'; never '+2.00' on a brand whose prices have decimals: issue 12, 14).
 */
export function signedPoints(
  value: number,
  settings: { decimal?: number; decimalRoundingRule?: string } | null | undefined,
) {
  const text = formatPointsNumber(Math.abs(value), numberOptions(settings))
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text
}
