/** settings.modules.stampcard: the type is generated from schemas/modules/stampcard.json. */
export type { StampcardSettings } from '../../shared/settings/stampcard.ts'
