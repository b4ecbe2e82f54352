/**
 * An action card (shell-data §2 "Action cards and popup"): an optional date range, the image and
 * the title — shown, cut to one line, or laid over the image, by the module's card settings.
 */
import { clsx } from 'clsx'
import { imageSrc } from '../../ui/image/image-url.ts'
import type { ActionsSettings } from '../../shared/settings/actions.ts'
import { LazyImage } from '../../ui/image/lazy-image.tsx'
import type { ActionItem } from './api.ts'
import { useDateRange } from './date-range.ts'
import './actions.css'

export type CardSettings = Pick<
  ActionsSettings,
  'cardShowDate' | 'cardShowTitle' | 'cardCutTitle' | 'cardTitleOverImage'
>

export function ActionCard({
  action,
  settings,
  onOpen,
}: {
  action: ActionItem
  settings: CardSettings
  onOpen: (action: ActionItem) => void
}) {
  const dates = useDateRange(action.dateStart, action.dateEnd)
  const image = imageSrc(action.icon, { width: 'full' })
  const over = settings.cardShowTitle && settings.cardTitleOverImage
  const title = settings.cardShowTitle ? (
    <span
      className={clsx('action-card__title', settings.cardCutTitle && 'action-card__title--cut')}
    >
      {action.title}
    </span>
  ) : null
  return (
    <button
      type="button"
      className={clsx('action-card', over && 'action-card--over')}
      // The title is the card's name even when the settings hide it.
      aria-label={dates && settings.cardShowDate ? `${action.title}, ${dates}` : action.title}
      onClick={() => onOpen(action)}
    >
      {settings.cardShowDate && dates ? <span className="action-card__dates">{dates}</span> : null}
      <span className="action-card__media">
        <LazyImage src={image} alt="" kind="action" />
        {over ? title : null}
      </span>
      {over ? null : title}
    </button>
  )
}
