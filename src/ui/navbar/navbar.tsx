/**
 * Navbar: back link, title and right actions, with the top safe-area inset. Its background sits
 * in its own layer whose opacity follows `--ui-navbar-bg-opacity` (1 by default), so a screen can
 * fade it on scroll by writing that one variable (home: spec §9 fade range).
 */
import { useLingui } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import { Link } from 'wouter'
import { clsx } from 'clsx'
import { Icon } from '../icon/icon.tsx'
import './navbar.css'

export interface NavbarProps {
  title?: ReactNode
  /** A back link to this url; with onBack too, a click runs onBack instead (history back). */
  backHref?: string
  /** The back action (history back, close a popup). */
  onBack?: () => void
  /** Left content instead of the back link. */
  left?: ReactNode
  /** Right actions (NavbarButton). */
  right?: ReactNode
  /** Title level; popups use 2 so a page keeps one h1. */
  level?: 1 | 2
  ref?: Ref<HTMLElement>
  className?: string
}

function BackIcon() {
  return <Icon name="back" strokeWidth={2.2} />
}

export function CloseIcon() {
  return <Icon name="close" strokeWidth={2.2} />
}

/** A 44 px icon button for the navbar; `label` is its accessible name. */
export function NavbarButton({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button type="button" className="ui-navbar__button" aria-label={label} onClick={onClick}>
      {children}
    </button>
  )
}

export function Navbar({
  title,
  backHref,
  onBack,
  left,
  right,
  level = 1,
  ref,
  className,
}: NavbarProps) {
  const { t } = useLingui()
  const Heading = level === 1 ? 'h1' : 'h2'
  let start = left
  if (!start && backHref) {
    // A real link (works without the shell), which prefers the back action when there is one,
    // so going back pops history instead of pushing a new entry.
    start = (
      <Link
        href={backHref}
        className="ui-navbar__button"
        aria-label={t`Back`}
        onClick={(event) => {
          if (!onBack) return
          event.preventDefault()
          onBack()
        }}
      >
        <BackIcon />
      </Link>
    )
  } else if (!start && onBack) {
    start = (
      <NavbarButton label={t`Back`} onClick={onBack}>
        <BackIcon />
      </NavbarButton>
    )
  }
  return (
    <header ref={ref} className={clsx('ui-navbar', className)}>
      <div className="ui-navbar__bg" aria-hidden="true" />
      <div className="ui-navbar__inner">
        <div className="ui-navbar__left">{start}</div>
        {title != null && title !== false && (
          <Heading className="ui-navbar__title">{title}</Heading>
        )}
        <div className="ui-navbar__right">{right}</div>
      </div>
    </header>
  )
}
