/**
 * A content card (news, actions, special offers, gifts): an image with an optional label on it,
 * and a text block — a small kind line, the date, the title and a price. The card settings of
 * news and actions (accounts-loyalty §2 News, shell-data §2 Action cards) map to props: a hidden
 * title or date is simply not passed, `cutTitle` clamps the title to a number of lines, and
 * `titleOverImage` lays the date and title over the picture on a dark gradient.
 *
 * The card is one button named by `name` (the title even when the settings hide it). The styles
 * use the theme's variables only (card.css), so every palette, dark ones included, reads well.
 */
import { clsx } from 'clsx'
import type { ImageKind } from '../../core/brand/image-ratios.ts'
import { LazyImage } from '../image/lazy-image.tsx'
import './card.css'

export interface CardProps {
  /** The accessible name of the card (its title, with the date or price when shown). */
  name: string
  onOpen: () => void
  /** The image URL; '' keeps an empty picture box; null: no picture at all. */
  image: string | null
  /** The picture's shape: wide 16:9 (lists, single slides) or a 4:3 tile (grids, rows). */
  shape?: 'wide' | 'tile'
  /** Smaller text and padding (home rows and grids). */
  compact?: boolean
  /** A badge on the picture ('−50%', 'Хит'). */
  label?: string
  /** A small upper-case line above the title ('Подарок', 'Купон'). */
  kind?: string
  /** The date or date range; not passed when the settings hide it. */
  date?: string
  /** The title; not passed when the settings hide it. */
  title?: string
  /** Clamp the title to this many lines with an ellipsis (cardCutTitle). */
  cutTitle?: number
  /** Lay the date and title over the picture (cardTitleOverImage; needs a picture). */
  titleOverImage?: boolean
  /** A price line under the title ('350 ₽', '150 баллов'). */
  price?: string
  /** The picture's kind (pwa/ratios.json); the card's own shape still sets the box. */
  imageKind?: ImageKind
}

export function Card({
  name,
  onOpen,
  image,
  shape = 'wide',
  compact = false,
  label,
  kind,
  imageKind,
  date,
  title,
  cutTitle,
  titleOverImage = false,
  price,
}: CardProps) {
  const hasText = Boolean(kind || date || title || price)
  const over = titleOverImage && image !== null && Boolean(date || title)
  const text = hasText ? (
    <span className={clsx('ui-card__text', over && 'ui-card__text--over')}>
      {kind ? <span className="ui-card__kind">{kind}</span> : null}
      {date ? <span className="ui-card__date">{date}</span> : null}
      {title ? (
        <span
          className={clsx('ui-card__title', cutTitle && 'ui-card__title--cut')}
          style={cutTitle ? { WebkitLineClamp: cutTitle, lineClamp: cutTitle } : undefined}
        >
          {title}
        </span>
      ) : null}
      {price ? <span className="ui-card__price">{price}</span> : null}
    </span>
  ) : null
  return (
    <button
      type="button"
      className={clsx('ui-card', `ui-card--${shape}`, compact && 'ui-card--compact')}
      aria-label={name || undefined}
      onClick={onOpen}
    >
      {image !== null ? (
        <span className="ui-card__media">
          <LazyImage src={image} alt="" kind={imageKind} />
          {label ? <span className="ui-card__label">{label}</span> : null}
          {over ? text : null}
        </span>
      ) : null}
      {over ? null : text}
    </button>
  )
}
