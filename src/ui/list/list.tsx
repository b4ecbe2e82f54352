/**
 * List and ListItem: rows with an optional icon, title, subtitle, trailing content and chevron.
 * A row is a button (`onClick`), an in-app link (`href`), an external link (`href` +
 * `external`: new tab, rel=noopener), a label around a form control (`control`), or plain text.
 */
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { clsx } from 'clsx'
import { Icon } from '../icon/icon.tsx'
import './list.css'

export function List({
  children,
  label,
  inset = false,
  className,
}: {
  children: ReactNode
  /** Accessible name of the list. */
  label?: string
  /** Rounded card look with side margins. */
  inset?: boolean
  className?: string
}) {
  return (
    // role="list": Safari drops list semantics when list-style is none.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul
      role="list"
      aria-label={label}
      className={clsx('ui-list', inset && 'ui-list--inset', className)}
    >
      {children}
    </ul>
  )
}

export interface ListItemProps {
  title: ReactNode
  subtitle?: ReactNode
  icon?: ReactNode
  /** Trailing content (a value, a badge). */
  after?: ReactNode
  /** Shows a chevron; on by default for links and buttons. */
  chevron?: boolean
  href?: string
  /** With href: an external link, opened in a new tab. */
  external?: boolean
  onClick?: () => void
  /** A radio or checkbox: the row becomes its label. */
  control?: ReactNode
  /** Language of the title and subtitle, when it differs from the page's. */
  lang?: string
  className?: string
}

function Chevron() {
  return <Icon name="chevron" strokeWidth={2} className="ui-list__chevron" />
}

export function ListItem({
  title,
  subtitle,
  icon,
  after,
  chevron,
  href,
  external = false,
  onClick,
  control,
  lang,
  className,
}: ListItemProps) {
  const interactive = Boolean(href || onClick)
  const showChevron = chevron ?? (interactive && !control)
  const body = (
    <>
      {control && <span className="ui-list__control">{control}</span>}
      {icon && (
        <span className="ui-list__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="ui-list__text" lang={lang}>
        <span className="ui-list__title">{title}</span>
        {subtitle && <span className="ui-list__subtitle">{subtitle}</span>}
      </span>
      {after && <span className="ui-list__after">{after}</span>}
      {showChevron && <Chevron />}
    </>
  )
  const rowClass = 'ui-list__row'
  let row: ReactNode
  if (control) {
    row = <label className={`${rowClass} ui-list__row--interactive`}>{body}</label>
  } else if (href && external) {
    row = (
      <a
        className={`${rowClass} ui-list__row--interactive`}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {body}
      </a>
    )
  } else if (href) {
    row = (
      <Link className={`${rowClass} ui-list__row--interactive`} href={href} onClick={onClick}>
        {body}
      </Link>
    )
  } else if (onClick) {
    row = (
      <button type="button" className={`${rowClass} ui-list__row--interactive`} onClick={onClick}>
        {body}
      </button>
    )
  } else {
    row = <div className={rowClass}>{body}</div>
  }
  return <li className={clsx('ui-list__item', className)}>{row}</li>
}
