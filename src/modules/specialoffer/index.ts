/**
 * specialoffer: the special offers home slot (shell-data §2 "Special offers home slot", §3).
 * The offers come in settings (settings.modules.specialoffer.list, with the app data); a tap
 * opens the popup of the offer's type through the module that takes that entity, else
 * navigates (src/modules/specialoffer/open.ts). Settings: schemas/modules/specialoffer.json.
 */
import { defineModule } from '../../core/module.ts'

export const specialofferModule = defineModule({
  name: 'specialoffer',
  slots: { home: () => import('./specialoffer-home.tsx') },
})
