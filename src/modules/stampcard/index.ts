/**
 * stampcard: the stamp card home block (slot `home`). Settings: schemas/modules/stampcard.json
 * (the server fills userStamps for the signed-in user). Emits `bonus:open-qr` from the reward
 * button.
 */
import { defineModule } from '../../core/module.ts'

export const stampcardModule = defineModule({
  name: 'stampcard',
  slots: { home: () => import('./stampcard-widget.tsx') },
})
