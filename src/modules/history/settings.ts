/** settings.modules.history (schemas/modules/history.json holds the defaults). */
export interface HistorySettings {
  /** @default '' */
  title: string
  /** @default true */
  tab: boolean
}
