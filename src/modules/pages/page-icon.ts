/**
 * The side-menu icon of an info page, from its title (the server's page has no icon: spec
 * accounts-loyalty §7, idContent/title/content). Brands name their pages in ru or en; a title of
 * no known kind keeps the spec's file icon. Issue 12: the pages no longer all share one icon.
 */
import type { IconName } from '../../ui/icon/icon.tsx'
import './icons.ts'

/** First match wins: «Условия доставки» is delivery, «Правила программы лояльности» points. */
const kinds: [RegExp, IconName][] = [
  [/^(о|об)\s|о нас|о компании|about/, 'page-about'],
  [/доставк|delivery|shipping/, 'page-delivery'],
  [/оплат|payment|paying/, 'page-payment'],
  [/балл|бонус|лояльн|кешбэк|кэшбэк|points|bonus|loyalty|reward|cashback/, 'page-points'],
  [/контакт|телефон|contact|phone/, 'page-contacts'],
]

export function pageIcon(title: string): IconName {
  const t = title.trim().toLowerCase()
  return kinds.find(([re]) => re.test(t))?.[1] ?? 'file'
}
