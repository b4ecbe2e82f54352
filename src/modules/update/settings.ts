/** settings.modules.update: the type is generated from schemas/modules/update.json. */
export type { UpdateSettings } from '../../shared/settings/update.ts'
