/**
 * related: switching to a related region (another domain of the same brand; spec catalog §2
 * element 11, §4 Related switch). Its menu entry (and tab, when the tab bar lists it) opens the
 * regions popup through the `related:open` event; the popup is also addressable as
 * `related:choose`. Settings: schemas/modules/related.json.
 *
 * Events: listens to `related:open`, and `related:switch` (a push naming another region: switches
 * without confirmation and reports back through the request's `done`); a switch goes through session `switchDomain`, which emits
 * `domain:changed` (the shell reloads app data, the catalog clears basket and categories).
 */
import { msg } from '@lingui/core/macro'
import { appEvents, on } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import './icons.ts'
import { openPopup } from '../../core/overlay.ts'
import { moduleSettings } from '../../core/module-settings.ts'
import { relatedRegions } from './settings.ts'

import { relatedEvents } from './events.ts'

const title = msg`Choose a region`

async function openRelatedPopup() {
  const { default: RelatedPopup } = await import('./related-popup.tsx')
  const custom = (moduleSettings('related')?.title ?? '').trim()
  openPopup({ label: custom || title, component: RelatedPopup })
}

export const relatedModule = defineModule({
  name: 'related',
  tab: { icon: 'globe', title, action: relatedEvents.open },
  menu: { icon: 'globe', title, action: relatedEvents.open },
  popups: { choose: () => import('./related-popup.tsx') },
  init: () => {
    const stops = [
      on(relatedEvents.open, () => void openRelatedPopup()),
      // A push names another region: switch without asking (spec shell-data §6 Push handling).
      on(appEvents.relatedSwitch, (request) => {
        const list = relatedRegions(moduleSettings('related'))
        // Only the brand's own regions: a push cannot move the customer anywhere else.
        if (!list.some((entry) => entry.domain === request.domain)) {
          request.done(false)
          return
        }
        void import('./switch.ts')
          .then(({ switchToRelated }) => switchToRelated(request.domain))
          .then(request.done, () => request.done(false))
      }),
    ]
    return () => stops.forEach((stop) => stop())
  },
})
