/**
 * Page: a full-height screen with a navbar on top and its own scroll container (so tab screens
 * keep their scroll apart). With `overlayNavbar` the content scrolls under a navbar whose
 * background a screen may fade (home). The shell gives the page its height.
 *
 * The scroll container is focusable and named (a keyboard user scrolls a screen that holds no
 * link or button, WCAG 2.1.1; axe scrollable-region-focusable): a named group, not a landmark.
 */
import { useLingui } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import { clsx } from 'clsx'
import { useBottomAction } from '../../core/state/screen-chrome.ts'
import './page.css'

export interface PageProps {
  navbar?: ReactNode
  children: ReactNode
  /** The navbar floats over the top of the content. */
  overlayNavbar?: boolean
  /** The scroll container, for scroll effects, pull to refresh and infinite scroll. */
  contentRef?: Ref<HTMLDivElement>
  className?: string
  /** The scroll container's accessible name; 'Page content' by default. */
  label?: string
  /**
   * The screen has its own primary action at the bottom (a form's submit): the basket bar
   * stays off it (issue 12).
   */
  bottomAction?: boolean
}

export function Page({
  navbar,
  children,
  overlayNavbar = false,
  contentRef,
  className,
  label,
  bottomAction = false,
}: PageProps) {
  const { t } = useLingui()
  useBottomAction(bottomAction)
  return (
    <div className={clsx('ui-page', overlayNavbar && 'ui-page--overlay', className)}>
      {navbar}
      <div
        ref={contentRef}
        className="ui-page__content"
        role="group"
        aria-label={label ?? t`Page content`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box the keyboard must reach (axe scrollable-region-focusable)
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  )
}
