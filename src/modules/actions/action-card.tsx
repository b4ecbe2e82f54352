/**
 * An action card (shell-data §2 "Action cards and popup"): an optional date range, the image and
 * the title — shown, cut to two lines before the ellipsis, or laid over the image, by the module's card settings.
 */
import { imageSrc } from '../../ui/image/image-url.ts'
import type { ActionsSettings } from '../../shared/settings/actions.ts'
import { Card } from '../../ui/card/card.tsx'
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
  compact,
}: {
  action: ActionItem
  settings: CardSettings
  onOpen: (action: ActionItem) => void
  /** Smaller text (the home row). */
  compact?: boolean
}) {
  const dates = useDateRange(action.dateStart, action.dateEnd)
  const date = settings.cardShowDate ? dates : ''
  return (
    <Card
      imageKind="action"
      // The title is said even when the settings hide it.
      name={action.title}
      onOpen={() => onOpen(action)}
      image={imageSrc(action.icon, { width: 'full' }) ?? ''}
      compact={compact}
      date={date}
      title={settings.cardShowTitle ? action.title : undefined}
      cutTitle={settings.cardCutTitle ? 2 : undefined}
      titleOverImage={settings.cardTitleOverImage}
    />
  )
}
