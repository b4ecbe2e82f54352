/** Opening an action's popup: from a card (with the action) or by id (a push, a special offer). */
import { openPopup } from '../../core/overlay.ts'
import type { ActionItem } from './api.ts'
import type { ActionPopupProps } from './action-popup.tsx'
import { actionTexts } from './texts.ts'
import { lazyComponent } from '../../core/lazy-component.ts'

const ActionPopup = lazyComponent(() => import('./action-popup.tsx'))

export function openActionPopup(id: number, given?: ActionItem): void {
  openPopup<Omit<ActionPopupProps, 'close'>>({
    label: given?.title || actionTexts.actions,
    component: ActionPopup,
    props: { id, action: given },
  })
}

/** spec: a push names the action by id (`action-3`, or the entity `action` with id 3). */
export function actionIdFromPush(id: string): number | null {
  const m = /^(?:action-)?(\d{1,9})$/.exec(id.trim())
  const n = m ? Number(m[1]) : NaN
  return Number.isInteger(n) && n > 0 ? n : null
}
