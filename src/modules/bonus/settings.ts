/** settings.modules.bonus, as schemas/modules/bonus.json describes it (defaults live there). */
export interface LoyaltyGroup {
  id: number
  name: string
  /** Bonus percent, 0-100. */
  bonus: number
  /** The order sum that reaches the group. */
  orderSum: number
}

export interface BonusSettings {
  /** @default '' */
  title: string
  /** @default [] */
  groups: LoyaltyGroup[]
  /** @default 'button' */
  homeBonusButtonType: 'button' | 'card'
  /** @default '' */
  homeBonusButtonText: string
  /** @default false */
  homeBonusButtonCardQRSmall: boolean
  /** @default true */
  showNextGroup: boolean
  /** @default false */
  useOldQRCodeGenerator: boolean
}
