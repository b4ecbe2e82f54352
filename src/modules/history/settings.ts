/** settings.modules.history: the type is generated from schemas/modules/history.json. */
export type { HistorySettings } from '../../shared/settings/history.ts'
