/**
 * The side menu's content, shared by the shell's left panel and the /menu/ page: the
 * `side-panel-top` slot, the entries from settings.menu, the `side-panel-menu` slot (entries
 * other modules add, e.g. info pages), the settings cog and the platform footer link.
 */
import { useLingui } from '@lingui/react/macro'
import { Slot } from '../../core/slot.tsx'
import { Icon, type IconName } from '../icon/icon.tsx'
import './menu.css'

export interface MenuItemView {
  name: string
  icon: IconName
  label: string
  active?: boolean
}

export function MenuItem({
  icon,
  label,
  active,
  onClick,
}: {
  icon: IconName
  label: string
  active?: boolean
  onClick: () => void
}) {
  return (
    <li>
      <button
        type="button"
        className="menu-item"
        aria-current={active ? 'page' : undefined}
        onClick={onClick}
      >
        <Icon name={icon} />
        <span className="menu-item__label">{label}</span>
      </button>
    </li>
  )
}

export function MenuContent({
  entries,
  onSelect,
  showSettings,
  onSettings,
  footerLink,
  slotContext,
  extraItems = [],
}: {
  entries: MenuItemView[]
  onSelect: (name: string) => void
  showSettings: boolean
  onSettings: () => void
  footerLink: string | null
  /** Passed to the slot widgets (e.g. `{ closePanel }`). */
  slotContext?: Record<string, unknown>
  /** The shell's own items after the settings cog (e.g. the web-app install hint). */
  extraItems?: { key: string; icon: IconName; label: string; onClick: () => void }[]
}) {
  const { t } = useLingui()
  return (
    <div className="menu-content">
      <Slot name="side-panel-top" context={slotContext} />
      <nav aria-label={t`Menu`}>
        <ul className="menu-list">
          {entries.map((e) => (
            <MenuItem
              key={e.name}
              icon={e.icon}
              label={e.label}
              active={e.active}
              onClick={() => onSelect(e.name)}
            />
          ))}
        </ul>
        <div className="menu-list menu-list--extra">
          <Slot name="side-panel-menu" context={slotContext} />
        </div>
        {showSettings ? (
          <ul className="menu-list">
            <MenuItem icon="settings" label={t`Settings`} onClick={onSettings} />
          </ul>
        ) : null}
      </nav>
      {extraItems.length ? (
        <ul className="menu-list">
          {extraItems.map(({ key, ...item }) => (
            <MenuItem key={key} {...item} />
          ))}
        </ul>
      ) : null}
      {footerLink ? (
        <footer className="menu-footer">
          <a href={footerLink} target="_blank" rel="noopener noreferrer">
            {t`Made on the loyalty platform`}
          </a>
        </footer>
      ) : null}
    </div>
  )
}
