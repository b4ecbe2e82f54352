/**
 * QR code drawn by qr-code-styling (loaded on first use, never in the initial chunk). spec
 * (accounts-loyalty §9): two thirds of the window width, margin 2, error level Q with the old
 * generator, else L — the caller picks the level; `size` defaults to two thirds of the window.
 * If the library cannot draw (no canvas, failed chunk), the value is shown as text instead, so
 * the code is never lost.
 */
import type QRCodeStylingClass from 'qr-code-styling'
import { useEffect, useRef, useState } from 'react'
import { clsx } from 'clsx'
import './qr-code.css'
import { viewportWidth } from '../../core/viewport.ts'

export type QrErrorLevel = 'L' | 'M' | 'Q' | 'H'

export interface QrCodeProps {
  value: string
  /** Accessible name (e.g. 'QR code'). */
  label: string
  /** px; default two thirds of the window width, at most 360. */
  size?: number
  margin?: number
  errorCorrectionLevel?: QrErrorLevel
  className?: string
}

/** The app's column on a wide screen (--column-width in global.css; the spec's 500 px window). */
export const APP_COLUMN_WIDTH = 500

/**
 * spec: two thirds of the window width — the app's window, which on a wide screen is its
 * centred column; never under 120 px, so a code still scans on the narrowest phone.
 */
export function defaultQrSize(width = viewportWidth()) {
  return Math.max(120, Math.round((Math.min(width, APP_COLUMN_WIDTH) * 2) / 3))
}

type QrModule = { default: typeof QRCodeStylingClass }
let library: Promise<QrModule> | null = null
/** Starts loading the library (screens call it early, so a QR still draws offline). */
export function preloadQrCode(): Promise<QrModule> {
  library ??= import('qr-code-styling')
  library.catch(() => (library = null))
  return library
}

export function QrCode({
  value,
  label,
  size,
  margin = 2,
  errorCorrectionLevel = 'L',
  className,
}: QrCodeProps) {
  const host = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const px = size ?? defaultQrSize()
  useEffect(() => {
    let cancelled = false
    const el = host.current
    if (!el || !value) return
    preloadQrCode()
      .then((mod) => {
        if (cancelled) return
        const QRCodeStyling = mod.default
        const qr = new QRCodeStyling({
          type: 'svg',
          width: px,
          height: px,
          margin,
          data: value,
          qrOptions: { errorCorrectionLevel },
          dotsOptions: { type: 'square', color: '#000000' },
          backgroundOptions: { color: '#ffffff' },
        })
        el.replaceChildren()
        qr.append(el)
        setFailed(false)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [value, px, margin, errorCorrectionLevel])
  return (
    <div
      className={clsx('ui-qr', className)}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-value={value}
      data-error-level={errorCorrectionLevel}
      style={{ width: px, height: failed ? undefined : px }}
    >
      <div ref={host} className="ui-qr__canvas" aria-hidden="true" />
      {failed && <p className="ui-qr__fallback">{value}</p>}
    </div>
  )
}
