/**
 * The product popup, opened as a sheet: swipe down (on the handle, or anywhere while scrolled to
 * the top) closes it; the handle hides once the content is scrolled more than 5 px (spec
 * catalog §2 element 6). Closing resets the amount bar (it unmounts).
 */
import { useEffect, useRef, useState } from 'react'
import { SWIPE_DISMISS } from '../../../ui/sheet/sheet.tsx'
import { ProductDetails } from './product-details.tsx'
import type { Product } from '../common/index.ts'
import '../common/catalog.css'

/** spec: the swipe handle hides once scrolled more than 5 px. */
export const HANDLE_HIDE_SCROLL = 5

export default function ProductPopup({ product, close }: { product: Product; close: () => void }) {
  const root = useRef<HTMLDivElement>(null)
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const body = root.current?.closest<HTMLElement>('.sheet__body')
    if (!body) return
    const onScroll = () => setScrolled(body.scrollTop > HANDLE_HIDE_SCROLL)
    body.addEventListener('scroll', onScroll, { passive: true })
    let startY: number | null = null
    const onStart = (e: TouchEvent) => {
      startY = body.scrollTop <= 0 ? (e.touches[0]?.clientY ?? null) : null
    }
    const onEnd = (e: TouchEvent) => {
      const y = e.changedTouches[0]?.clientY
      if (startY != null && y != null && y - startY > SWIPE_DISMISS && body.scrollTop <= 0) close()
      startY = null
    }
    body.addEventListener('touchstart', onStart, { passive: true })
    body.addEventListener('touchend', onEnd)
    return () => {
      body.removeEventListener('scroll', onScroll)
      body.removeEventListener('touchstart', onStart)
      body.removeEventListener('touchend', onEnd)
    }
  }, [close])
  return (
    <div ref={root} className="product-popup" data-scrolled={scrolled || undefined}>
      <ProductDetails product={product} onDone={close} />
    </div>
  )
}
