/**
 * `side-panel-menu` slot widget: one menu item per info page, its icon by the page's kind
 * (page-icon.ts; the spec's file icon for terms and the rest). Tapping closes the
 * side panel and opens the page popup (spec accounts-loyalty §2 "Side menu and info pages").
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { errorText, errorTexts } from '../../core/api/errors.ts'
import { appEvents, emit } from '../../core/events.ts'
import type { SlotWidgetProps } from '../../core/module.ts'
import { openPopup } from '../../core/overlay.ts'
import { closePanel } from '../../core/state/ui.ts'
import { MenuItem } from '../../ui/menu/menu-content.tsx'
import { pageIcon } from './page-icon.ts'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import type { InfoPage } from './api.ts'
import PagePopup, { type PagePopupProps } from './page-popup.tsx'
import type { PagesSettings } from './settings.ts'
import { textOf } from '../../core/i18n/text.ts'
import { reloadPages, usePages } from './queries.ts'
import './pages.css'

/** Closes the side panel and opens the page in a popup (the popup frame shows the title). */
export function openInfoPage(page: Pick<InfoPage, 'idContent' | 'title'>): void {
  closePanel()
  emit(appEvents.closePanel)
  openPopup<Omit<PagePopupProps, 'close'>>({
    label: page.title,
    component: PagePopup,
    props: { id: String(page.idContent) },
  })
}

export default function PagesMenu({ settings }: SlotWidgetProps<PagesSettings>) {
  const { i18n } = useLingui()
  const { data: pages = [], isPending, isError, isFetching, error } = usePages()
  const label = settings.title.trim() || i18n._(msg`Information`)

  if (!pages.length && (isPending || isFetching)) {
    return <Skeleton count={2} label={label} className="pages-menu__skeleton" />
  }
  if (!pages.length && isError) {
    return (
      <div className="pages-menu__error" role="alert">
        <p>{textOf(i18n, errorText(error))}</p>
        <button type="button" className="pages-menu__retry" onClick={() => void reloadPages()}>
          {i18n._(errorTexts.tryAgain)}
        </button>
      </div>
    )
  }
  if (!pages.length) return null
  return (
    <ul className="menu-list pages-menu" aria-label={label}>
      {pages.map((page) => (
        <MenuItem
          key={page.idContent}
          icon={pageIcon(page.title)}
          label={page.title}
          onClick={() => openInfoPage(page)}
        />
      ))}
    </ul>
  )
}
