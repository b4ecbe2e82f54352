/**
 * Left side panel (spec accounts §2 Side menu): close button, a top slot, the menu entries, the
 * entries other modules add, the settings cog (more than one language) and the platform link.
 * Swipe left or Escape/back closes it; focus stays inside while it is open. The brand logo is
 * the hidden debug area (10 taps).
 */
import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { useSnapshot } from 'valtio'
import { overlay } from '../core/overlay.ts'
import { closePanel, debugTap, navigate, selectMenuEntry, ui } from '../core/state/ui.ts'
import { useFocusTrap } from '../ui/dialog/focus-trap.ts'
import { Icon } from '../ui/icon/icon.tsx'
import { MenuContent } from '../ui/menu/menu-content.tsx'
import { useDragToClose } from '../ui/sheet/sheet.tsx'
import { BrandMark } from './brand-mark.tsx'
import './install-icons.ts'
import { openInstallHint } from './install-popup.ts'
import { currentTraits, installState } from './install.ts'
import { useText } from '../core/i18n/text.ts'

export function SidePanel() {
  const { t } = useLingui()
  const text = useText()
  const { panelOpen, menu } = useSnapshot(ui)
  const { stack } = useSnapshot(overlay)
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref, panelOpen && stack.length === 0)
  const drag = useDragToClose(closePanel, 'x-left')
  const { installed } = useSnapshot(installState)
  if (!panelOpen) return null
  // The install hint, until the app runs installed (shell-data §2 App shell).
  const installable = !installed && !currentTraits().standalone
  return (
    <div className="side-panel-layer" inert={stack.length > 0 || undefined}>
      <div className="side-panel-backdrop" role="presentation" onClick={closePanel} />
      <div
        ref={ref}
        className="side-panel"
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        tabIndex={-1}
        {...drag.handlers}
        style={{
          transform: drag.offset ? `translateX(${-drag.offset}px)` : undefined,
          transition: drag.dragging ? 'none' : undefined,
        }}
      >
        <div className="side-panel__header">
          <button
            type="button"
            className="side-panel__brand"
            onClick={() => debugTap()}
            tabIndex={-1}
          >
            <BrandMark />
          </button>
          <button
            type="button"
            className="shell-icon-button"
            aria-label={t`Close`}
            data-autofocus
            onClick={closePanel}
          >
            <Icon name="close" />
          </button>
        </div>
        <MenuContent
          entries={menu.entries.map((e) => ({ ...e, label: text(e.title) }))}
          onSelect={selectMenuEntry}
          showSettings={menu.showSettings}
          onSettings={() => {
            closePanel()
            navigate('/settings/')
          }}
          footerLink={menu.footerLink}
          slotContext={{ closePanel }}
          extraItems={
            installable
              ? [
                  {
                    key: 'install',
                    icon: 'install',
                    label: t`Install the app`,
                    onClick: () => {
                      closePanel()
                      openInstallHint()
                    },
                  },
                ]
              : []
          }
        />
      </div>
    </div>
  )
}
