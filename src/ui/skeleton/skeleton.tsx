/**
 * Skeleton placeholders instead of spinners (ARCHITECTURE "Look and feel"): text lines or cards.
 * The shimmer stops under prefers-reduced-motion. Announced once as a busy status.
 */
import { useLingui } from '@lingui/react/macro'
import { clsx } from 'clsx'
import './skeleton.css'

export interface SkeletonProps {
  variant?: 'lines' | 'cards'
  /** Lines (variant lines) or cards (variant cards). */
  count?: number
  /** Accessible name; defaults to “Loading”. */
  label?: string
  className?: string
}

export function Skeleton({ variant = 'lines', count = 3, label, className }: SkeletonProps) {
  const { t } = useLingui()
  const items = Array.from({ length: Math.max(1, count) }, (_, i) => i)
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? t`Loading`}
      className={clsx('ui-skeleton', `ui-skeleton--${variant}`, className)}
    >
      {variant === 'lines'
        ? items.map((i) => (
            <span
              key={i}
              className="ui-skeleton__block ui-skeleton__line"
              // the last line is shorter, as text usually ends mid-line
              style={{ width: i === items.length - 1 && items.length > 1 ? '60%' : undefined }}
            />
          ))
        : items.map((i) => (
            <span key={i} className="ui-skeleton__card">
              <span className="ui-skeleton__block ui-skeleton__media" />
              <span className="ui-skeleton__block ui-skeleton__line" />
              <span className="ui-skeleton__block ui-skeleton__line" style={{ width: '50%' }} />
            </span>
          ))}
    </div>
  )
}
