/**
 * A news card (accounts-loyalty §2 News): date, title and image by the card settings —
 * cardShowDate, cardShowTitle, cardCutTitle (two lines and an ellipsis), cardTitleOverImage (title
 * and date over the picture). Always named by its title, also when the title is not shown.
 */
import { useLingui } from '@lingui/react/macro'
import { imageSrc } from '../../ui/image/image-url.ts'
import type { NewsSettings } from '../../shared/settings/news.ts'
import { Card } from '../../ui/card/card.tsx'
import type { NewsItem } from './api.ts'
import { newsDate } from './rules.ts'
import './news.css'

export type NewsCardSettings = Pick<
  NewsSettings,
  'cardShowDate' | 'cardShowTitle' | 'cardCutTitle' | 'cardTitleOverImage'
>

export interface NewsCardProps {
  item: NewsItem
  settings: NewsCardSettings
  onOpen: (item: NewsItem) => void
  /** A narrower card (the home row). */
  compact?: boolean
}

export function NewsCard({ item, settings, onOpen, compact }: NewsCardProps) {
  const { i18n } = useLingui()
  const date = settings.cardShowDate ? newsDate(item.date, i18n.locale) : ''
  return (
    <Card
      imageKind="news"
      name={item.title}
      onOpen={() => onOpen(item)}
      image={imageSrc(item.icon, { width: compact ? undefined : 'full' })}
      shape={compact ? 'tile' : 'wide'}
      compact={compact}
      date={date}
      title={settings.cardShowTitle ? item.title : undefined}
      cutTitle={settings.cardCutTitle ? 2 : undefined}
      titleOverImage={settings.cardTitleOverImage}
    />
  )
}
