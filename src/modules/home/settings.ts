/** settings.modules.home: the types are generated from schemas/modules/home.json. */
import type { HomeSettings, HomeSettingsInput } from '../../shared/settings/home.ts'

export type { HomeSettings }
/** A home button as settings may give it (the helpers that read one take it with or without defaults). */
export type HomeButton = NonNullable<HomeSettingsInput['buttons']>[number]
export type HomeButtonType = HomeButton['type']
export type SocialType = HomeSettings['social'][number]['type']
