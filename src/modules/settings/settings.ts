/** settings.modules.settings: the type is generated from schemas/modules/settings.json. */
export type { SettingsPageSettings } from '../../shared/settings/settings.ts'
