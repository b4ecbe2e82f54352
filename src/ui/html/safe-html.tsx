/**
 * Renders server HTML after sanitizeHtml (see sanitize.ts for what is removed), its text set by
 * the typograph (issue 12: no «в / приложении.» in a news body).
 */
import { useMemo } from 'react'
import { clsx } from 'clsx'
import { sanitizeHtml, typographHtml } from './sanitize.ts'
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
  const clean = useMemo(() => typographHtml(sanitizeHtml(html)), [html])
  return (
    <div
      className={clsx('ui-html', className)}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
