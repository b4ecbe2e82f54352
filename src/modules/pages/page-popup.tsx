/** The info page popup: title and sanitised HTML content (spec accounts-loyalty §2). */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { errorText, errorTexts } from '../../core/api/errors.ts'
import { Button } from '../../ui/button/button.tsx'
import { SafeHtml } from '../../ui/html/safe-html.tsx'
import { CloseIcon, Navbar, NavbarButton } from '../../ui/navbar/navbar.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { ensurePages, loadPages, usePage, usePages } from './store.ts'
import { textOf } from './text.ts'
import './pages.css'

export interface PagePopupProps {
  /** idContent of the page. */
  id?: string
  close: () => void
}

export default function PagePopup({ id, close }: PagePopupProps) {
  const { i18n } = useLingui()
  const { status, error } = usePages()
  const page = usePage(id)
  useEffect(() => {
    if (!page) ensurePages()
  }, [page])

  let body
  if (page) {
    body = <SafeHtml html={page.content} className="pages-popup__content" />
  } else if (status === 'failed') {
    body = (
      <div className="pages-popup__message">
        <p>{textOf(i18n, errorText(error?.value))}</p>
        <Button variant="secondary" onClick={() => void loadPages()}>
          {i18n._(errorTexts.tryAgain)}
        </Button>
      </div>
    )
  } else if (status === 'loaded') {
    body = <p className="pages-popup__message">{i18n._(msg`Page not found`)}</p>
  } else {
    body = <Skeleton count={6} />
  }

  return (
    <div className="pages-popup">
      <Navbar
        level={2}
        title={page?.title}
        right={
          <NavbarButton label={i18n._(msg`Close`)} onClick={close}>
            <CloseIcon />
          </NavbarButton>
        }
      />
      <div className="pages-popup__body">{body}</div>
    </div>
  )
}
