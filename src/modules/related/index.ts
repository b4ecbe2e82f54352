/**
 * related: switching to a related region (another domain of the same brand; spec catalog §2
 * element 11, §4 Related switch). Its menu entry (and tab, when the tab bar lists it) opens the
 * regions popup through the `related:open` event; the popup is also addressable as
 * `related:choose`. Settings: schemas/modules/related.json.
 *
 * Events: listens to `related:open`; a switch goes through session `switchDomain`, which emits
 * `domain:changed` (the shell reloads app data, the catalog clears basket and categories).
 */
import { msg } from '@lingui/core/macro'
import { on } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import { openPopup } from '../../core/overlay.ts'
import { appData } from '../../core/state/app-data.ts'
import { relatedSettings } from './settings.ts'

/** Opens the regions popup. */
const RELATED_OPEN = 'related:open'

const title = msg`Choose a region`

async function openRelatedPopup() {
  const { default: RelatedPopup } = await import('./related-popup.tsx')
  const custom = relatedSettings(appData.data?.settings.modules.related).title.trim()
  openPopup({ label: custom || title, component: RelatedPopup })
}

export const relatedModule = defineModule({
  name: 'related',
  tab: { icon: 'globe', title, action: RELATED_OPEN },
  menu: { icon: 'globe', title, action: RELATED_OPEN },
  popups: { choose: () => import('./related-popup.tsx') },
  init: () => on(RELATED_OPEN, () => void openRelatedPopup()),
})
