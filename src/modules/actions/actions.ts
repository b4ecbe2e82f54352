/**
 * Bonus activation on an action (shell-data §4): POST action-activate-bonus behind the busy
 * loader; on success the shown balance drops by the amount (core/state/spent-bonus.ts: until app
 * data reloads with the server's balance) and every loaded copy of the action gets
 * can_activate = !activated.
 */
import { showError, withBusy } from '../../core/overlay.ts'
import { addSpentBonus } from '../../core/state/spent-bonus.ts'
import { activateActionBonus, type ActionItem } from './api.ts'
import { setCanActivate } from './queries.ts'

/** Activates the action's bonus; returns the answer's activated flag, or null after the error. */
export async function activateBonus(action: ActionItem): Promise<boolean | null> {
  const amount = action.bonus?.amount ?? 0
  try {
    const activated = await withBusy((signal) => activateActionBonus(action.idAction, signal))
    if (activated) addSpentBonus(amount)
    setCanActivate(action.idAction, !activated)
    return activated
  } catch (error) {
    showError(error)
    return null
  }
}
