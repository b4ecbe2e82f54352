/** settings.modules.pages: the type is generated from schemas/modules/pages.json. */
export type { PagesSettings } from '../../shared/settings/pages.ts'
