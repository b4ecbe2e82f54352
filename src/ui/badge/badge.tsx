/**
 * Badge: the one style of a short label on a picture or beside a name — «Хит», «Новинка»,
 * «Острое», «−50%» (issue 12: three styles before, pastel chips unreadable on dark cards).
 * The brand's accent as the fill with the theme's text colour for it (`--color-accent` /
 * `--color-accent-text`, derived to read at 4.5:1 on every brand, ui/theme). Where it sits (on a
 * picture's corner, in a row) is the owner's layout class.
 */
import type { ReactNode } from 'react'
import { clsx } from 'clsx'
import './badge.css'

/** The badge's class, for an element that cannot be a `<Badge>` (a list item). */
export const badgeClass = 'ui-badge'

export function Badge({
  children,
  className,
  title,
}: {
  children: ReactNode
  /** The owner's layout (position, size). */
  className?: string
  title?: string
}) {
  return (
    <span className={clsx(badgeClass, className)} title={title}>
      {children}
    </span>
  )
}
