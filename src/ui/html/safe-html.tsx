/** Renders server HTML after sanitizeHtml (see sanitize.ts for what is removed). */
import { useMemo } from 'react'
import { clsx } from 'clsx'
import { sanitizeHtml } from './sanitize.ts'
import './safe-html.css'

export function SafeHtml({
  html,
  className,
  lang,
}: {
  html: string | null | undefined
  className?: string
  lang?: string
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <div
      className={clsx('ui-html', className)}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
