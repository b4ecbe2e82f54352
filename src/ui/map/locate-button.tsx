/**
 * The round locate-me button over a map (the branch map, the delivery popup): its icon is the
 * caller's (each module registers its own); busy while the location is asked for.
 */
import type { ReactNode } from 'react'
import './locate-button.css'

export function LocateButton({
  label,
  busy,
  onClick,
  children,
}: {
  label: string
  busy: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className="ui-map-locate"
      aria-label={label}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  )
}
