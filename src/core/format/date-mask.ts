import { fillMask } from './mask.ts'

/** spec (catalog §9, accounts-loyalty §5): date inputs use the mask ##.##.#### */
export const DATE_MASK = '##.##.####'

/** Masks typed or pasted text as dd.mm.yyyy ('05032026' -> '05.03.2026'). */
export function applyDateMask(raw: string | null | undefined): string {
  return fillMask(DATE_MASK, (raw ?? '').replace(/\D/g, '').slice(0, 8))
}
