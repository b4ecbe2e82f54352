/**
 * update: the update screen (shell-data §2 App shell, §3 Update settings, §4 Update screen), a
 * `startup` slot widget shown over the welcome screen. Settings: schemas/modules/update.json.
 */
import { defineModule } from '../../core/module.ts'

export const updateModule = defineModule({
  name: 'update',
  slots: { startup: () => import('./update-screen.tsx') },
})
