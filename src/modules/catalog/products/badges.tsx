/** Product badges isNew, isPopular, isSpicy, isVegan (spec catalog §2 element 6). */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { clsx } from 'clsx'
import { badgeClass } from '../../../ui/badge/badge.tsx'
import type { Badge } from '../common/index.ts'

const names = {
  isNew: msg`New`,
  isPopular: msg`Popular`,
  isSpicy: msg`Spicy`,
  isVegan: msg`Vegan`,
}

export function Badges({
  badges,
  compact = false,
}: {
  badges?: readonly Badge[]
  compact?: boolean
}) {
  const { i18n } = useLingui()
  if (!badges?.length) return null
  return (
    <ul className={clsx('catalog-badges', compact && 'catalog-badges--compact')}>
      {badges.map((b) => {
        const known = names[b.type as keyof typeof names]
        const label = known ? i18n._(known) : (b.label ?? b.type)
        return (
          // One badge style for every kind (issue 12): the ui badge, no per-kind colours.
          <li key={b.type} className={badgeClass} title={compact ? undefined : label}>
            {label}
          </li>
        )
      })}
    </ul>
  )
}
