/**
 * Pull to refresh: pull down (touch or mouse drag) while the scroll container is at the top;
 * past `threshold` a release calls `onRefresh` and holds a spinner until its promise settles.
 * The pull moves with transform only, written straight to the DOM (no React render per frame).
 * Status changes are announced through a polite live region. Errors are the caller's to show.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { Icon, registerIcons, type IconNamesOf } from '../icon/icon.tsx'
import './pull-to-refresh.css'

/** Its arrow is registered here, in the chunk of the screens that pull (not the shell's). */
export const pullIcons = registerIcons({ 'pull-arrow': 'M12 4v15m-6-6 6 6 6-6' })

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof pullIcons> {}
}

export type PullPhase = 'idle' | 'pulling' | 'ready' | 'refreshing'

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>
  children: ReactNode
  /** Pull distance in px (after resistance) that arms the refresh. */
  threshold?: number
  disabled?: boolean
  className?: string
  /**
   * The content is a column at least the screen's height: a child with `flex: 1 0 auto` grows,
   * so what follows it stands at the screen's bottom on a short page (the category page's
   * delivery blocker) and after the content on a long one.
   */
  fill?: boolean
}

/** Finger travel -> pull distance: half speed, capped at twice the threshold. */
export function pullDistance(travel: number, threshold: number): number {
  if (travel <= 0) return 0
  return Math.min(travel * 0.5, threshold * 2)
}

function scrolledAway(el: HTMLElement): boolean {
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    if (node.scrollTop > 0) return true
  }
  return typeof window !== 'undefined' && window.scrollY > 0
}

export function PullToRefresh({
  onRefresh,
  children,
  threshold = 64,
  disabled = false,
  className,
  fill = false,
}: PullToRefreshProps) {
  const { t } = useLingui()
  const rootRef = useRef<HTMLDivElement>(null)
  const trackRef = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<PullPhase>('idle')
  const live = useRef({ onRefresh, threshold, disabled, phase })
  useEffect(() => {
    live.current = { onRefresh, threshold, disabled, phase }
  })

  useEffect(() => {
    const root = rootRef.current
    const track = trackRef.current
    if (!root || !track) return
    let startY: number | null = null
    let distance = 0
    let frame = 0
    let dragged = false

    const paint = () => {
      frame = 0
      track.style.transform = distance ? `translate3d(0, ${distance}px, 0)` : ''
      const progress = Math.min(distance / live.current.threshold, 1)
      root.style.setProperty('--ui-ptr-progress', String(progress))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint)
    }
    const setPhaseBoth = (next: PullPhase) => {
      live.current.phase = next
      setPhase(next)
    }

    const start = (y: number) => {
      const s = live.current
      if (s.disabled || s.phase === 'refreshing' || scrolledAway(root)) return
      startY = y
      dragged = false
    }
    const move = (y: number, event: Event) => {
      if (startY === null) return
      const s = live.current
      distance = pullDistance(y - startY, s.threshold)
      if (distance > 0) {
        dragged = dragged || distance > 8
        if (event.cancelable) event.preventDefault()
        root.dataset.dragging = ''
        const next = distance >= s.threshold ? 'ready' : 'pulling'
        if (next !== s.phase) setPhaseBoth(next)
      } else if (s.phase !== 'idle') {
        setPhaseBoth('idle')
      }
      schedule()
    }
    const end = () => {
      if (startY === null) return
      startY = null
      delete root.dataset.dragging
      const s = live.current
      if (s.phase === 'ready') {
        distance = s.threshold
        setPhaseBoth('refreshing')
        schedule()
        Promise.resolve()
          .then(() => s.onRefresh())
          .catch(() => {})
          .finally(() => {
            distance = 0
            setPhaseBoth('idle')
            schedule()
          })
      } else {
        distance = 0
        if (s.phase !== 'idle') setPhaseBoth('idle')
        schedule()
      }
    }

    const onTouchStart = (e: TouchEvent) => e.touches[0] && start(e.touches[0].clientY)
    const onTouchMove = (e: TouchEvent) => e.touches[0] && move(e.touches[0].clientY, e)
    const onMouseDown = (e: MouseEvent) => {
      if (e.button !== 0) return
      start(e.clientY)
      if (startY === null) return
      window.addEventListener('mousemove', onMouseMove)
      window.addEventListener('mouseup', onMouseUp)
    }
    const onMouseMove = (e: MouseEvent) => move(e.clientY, e)
    const onMouseUp = () => {
      window.removeEventListener('mousemove', onMouseMove)
      window.removeEventListener('mouseup', onMouseUp)
      end()
    }
    // A drag is not a tap: swallow the click that follows a pull.
    const onClickCapture = (e: MouseEvent) => {
      if (dragged) {
        dragged = false
        e.preventDefault()
        e.stopPropagation()
      }
    }

    root.addEventListener('touchstart', onTouchStart, { passive: true })
    root.addEventListener('touchmove', onTouchMove, { passive: false })
    root.addEventListener('touchend', end)
    root.addEventListener('touchcancel', end)
    root.addEventListener('mousedown', onMouseDown)
    root.addEventListener('click', onClickCapture, true)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      root.removeEventListener('touchstart', onTouchStart)
      root.removeEventListener('touchmove', onTouchMove)
      root.removeEventListener('touchend', end)
      root.removeEventListener('touchcancel', end)
      root.removeEventListener('mousedown', onMouseDown)
      root.removeEventListener('click', onClickCapture, true)
      window.removeEventListener('mousemove', onMouseMove)
      window.removeEventListener('mouseup', onMouseUp)
    }
  }, [])

  const status =
    phase === 'pulling'
      ? t`Pull down to refresh`
      : phase === 'ready'
        ? t`Release to refresh`
        : phase === 'refreshing'
          ? t`Refreshing…`
          : ''

  return (
    <div
      ref={rootRef}
      className={clsx('ui-ptr', fill && 'ui-ptr--fill', className)}
      data-phase={phase}
      aria-busy={phase === 'refreshing' || undefined}
    >
      <div ref={trackRef} className="ui-ptr__track">
        <div className="ui-ptr__indicator" aria-hidden="true">
          {phase === 'refreshing' ? (
            <span className="ui-ptr__spinner" />
          ) : (
            <Icon name="pull-arrow" strokeWidth={2} className="ui-ptr__arrow" />
          )}
        </div>
        {children}
      </div>
      <div className="ui-ptr__status" role="status" aria-live="polite">
        {status}
      </div>
    </div>
  )
}
