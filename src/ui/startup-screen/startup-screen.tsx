/**
 * A full-screen dialog shown before the shell (which is inert meanwhile): the welcome screen and
 * the age check (auth) and the update screen (update). It takes the focus when it opens or its
 * title changes; `top` puts it above the others (the update screen over the welcome screen).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { clsx } from 'clsx'
import './startup-screen.css'

export function StartupScreen({
  title,
  children,
  logo,
  top = false,
}: {
  title: string
  children: ReactNode
  logo?: string | null
  top?: boolean
}) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useEffect(() => ref.current?.focus(), [title])
  return (
    <div
      ref={ref}
      className={clsx('startup-screen', top && 'startup-screen--top')}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="startup-screen__box">
        {logo ? <img className="startup-screen__logo" src={logo} alt="" /> : null}
        <h1 id={titleId} className="startup-screen__title">
          {title}
        </h1>
        {children}
      </div>
    </div>
  )
}
