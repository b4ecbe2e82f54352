/** settings.modules.bonus: the type is generated from schemas/modules/bonus.json. */
import type { BonusSettings } from '../../shared/settings/bonus.ts'

export type { BonusSettings }
/** A loyalty group: id, name, bonus percent (0-100) and the orderSum that reaches it. */
export type LoyaltyGroup = BonusSettings['groups'][number]
