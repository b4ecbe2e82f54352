/**
 * A content card (news, actions, special offers, gifts): an image with an optional label on it,
 * and a text block — a small kind line, the date, the title and a price. The card settings of
 * news and actions (accounts-loyalty §2 News, shell-data §2 Action cards) map to props: a hidden
 * title or date is simply not passed, `cutTitle` clamps the title to a number of lines, and
 * `titleOverImage` lays the date and title over the picture on a dark gradient.
 *
 * The card is one button named by its own text, in the order it is seen — label, kind, date, title,
 * price — with hidden punctuation between them («Хит, Подарок: Круассан, 5 баллов»), so a voice
 * user who says what they see finds it (WCAG 2.5.3: no aria-label that reorders the visible
 * words). When the settings hide the title, it is still said (visually hidden). The styles use the
 * theme's variables only (card.css), so every palette, dark ones included, reads well.
 */
import { clsx } from 'clsx'
import { Fragment, type ReactNode } from 'react'
import type { ImageKind } from '../../core/brand/image-ratios.ts'
import { typograph } from '../../core/format/typograph.ts'
import { Badge } from '../badge/badge.tsx'
import { LazyImage, type ImagePriority } from '../image/lazy-image.tsx'
import './card.css'

export interface CardProps {
  /** The card's title, said by screen readers also when `title` is not shown. */
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
  /**
   * The screen's largest picture above the fold: loaded at once, high priority (issue 16);
   * `'in-view'`: so if it is in the viewport as it mounts (LazyImage).
   */
  priority?: ImagePriority
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
  priority = false,
}: CardProps) {
  const over = titleOverImage && image !== null && Boolean(date || title)
  // The parts of the text block in the order they are seen; each but the last ends with a hidden
  // mark inside it, so Chrome reads «Подарок: Круассан», not «Подарок : Круассан».
  const parts: [key: string, className: string, content: ReactNode, mark: string][] = []
  if (kind) parts.push(['kind', 'ui-card__kind', kind, ':'])
  if (date) parts.push(['date', 'ui-card__date', date, ','])
  if (title)
    parts.push([
      'title',
      clsx('ui-card__title', cutTitle && 'ui-card__title--cut'),
      typograph(title, { hyphens: false }),
      ',',
    ])
  else if (name) parts.push(['title', 'visually-hidden', name, ','])
  if (price) parts.push(['price', 'ui-card__price', price, ','])
  // Only the hidden name (titles off): no text block, so no empty strip under the picture.
  const shown = Boolean(kind || date || title || price)
  const text = parts.length ? (
    <span
      className={shown ? clsx('ui-card__text', over && 'ui-card__text--over') : 'visually-hidden'}
    >
      {parts.map(([key, className, content, mark], i) => (
        <Fragment key={key}>
          <span
            className={className}
            style={
              key === 'title' && cutTitle
                ? { WebkitLineClamp: cutTitle, lineClamp: cutTitle }
                : undefined
            }
          >
            {content}
            {i < parts.length - 1 ? <Mark mark={mark} /> : null}
          </span>{' '}
        </Fragment>
      ))}
    </span>
  ) : null
  const labelMark = Boolean(label && text)
  return (
    <button
      type="button"
      className={clsx('ui-card', `ui-card--${shape}`, compact && 'ui-card--compact')}
      onClick={onOpen}
    >
      {image !== null ? (
        <span className="ui-card__media">
          <LazyImage src={image} alt="" kind={imageKind} priority={priority} />
          {label ? (
            <>
              <Badge className="ui-card__label">
                {label}
                {labelMark ? <Mark /> : null}
              </Badge>{' '}
            </>
          ) : null}
          {over ? text : null}
        </span>
      ) : null}
      {labelMark && !over ? ' ' : null}
      {over ? null : text}
    </button>
  )
}

/**
 * Punctuation a screen reader says after a part of the card's name; not shown. Inline (not the
 * absolutely placed `visually-hidden`), so Chrome adds no space before it.
 */
function Mark({ mark = ',' }: { mark?: string }) {
  return <span className="ui-card__mark">{mark}</span>
}
