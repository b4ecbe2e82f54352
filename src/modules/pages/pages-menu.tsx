/**
 * `side-panel-menu` slot widget: one menu item per info page with a file icon. Tapping closes the
 * side panel and opens the page popup (spec accounts-loyalty §2 "Side menu and info pages").
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { errorText, errorTexts } from '../../core/api/errors.ts'
import { emit } from '../../core/events.ts'
import type { SlotWidgetProps } from '../../core/module.ts'
import { openPopup } from '../../core/overlay.ts'
import { closePanel } from '../../core/state/ui.ts'
import { List, ListItem } from '../../ui/list/list.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import type { InfoPage } from './api.ts'
import PagePopup, { type PagePopupProps } from './page-popup.tsx'
import type { PagesSettings } from './settings.ts'
import { ensurePages, loadPages, usePages } from './store.ts'
import { textOf } from './text.ts'
import './pages.css'

function FileIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  )
}

export function openInfoPage(page: Pick<InfoPage, 'idContent' | 'title'>): void {
  closePanel()
  emit('panel:close')
  openPopup<Omit<PagePopupProps, 'close'>>({
    label: page.title,
    component: PagePopup,
    props: { id: String(page.idContent) },
  })
}

export default function PagesMenu({ settings }: SlotWidgetProps) {
  const { i18n } = useLingui()
  const { pages, status, error } = usePages()
  useEffect(() => ensurePages(), [])
  const label = (settings as Partial<PagesSettings>).title?.trim() || i18n._(msg`Information`)

  if (!pages.length && (status === 'idle' || status === 'loading')) {
    return <Skeleton count={2} label={label} className="pages-menu__skeleton" />
  }
  if (!pages.length && status === 'failed') {
    return (
      <div className="pages-menu__error" role="alert">
        <p>{textOf(i18n, errorText(error?.value))}</p>
        <button type="button" className="pages-menu__retry" onClick={() => void loadPages()}>
          {i18n._(errorTexts.tryAgain)}
        </button>
      </div>
    )
  }
  if (!pages.length) return null
  return (
    <List label={label} className="pages-menu">
      {pages.map((page) => (
        <ListItem
          key={page.idContent}
          icon={<FileIcon />}
          title={page.title}
          chevron={false}
          onClick={() => openInfoPage(page)}
        />
      ))}
    </List>
  )
}
