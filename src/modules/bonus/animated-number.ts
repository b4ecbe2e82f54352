/**
 * spec (accounts-loyalty §9): the balance animates over 1000 ms from the value shown before to
 * the new one (ease-out); no animation under prefers-reduced-motion.
 */
import { useEffect, useRef, useState } from 'react'

export const BALANCE_ANIMATION_MS = 1000

export function easeOut(t: number): number {
  return 1 - (1 - t) ** 3
}

export function useAnimatedNumber(target: number, duration = BALANCE_ANIMATION_MS): number {
  const [shown, setShown] = useState(target)
  const from = useRef(target)
  const current = useRef(target)
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (reduce || typeof requestAnimationFrame === 'undefined' || current.current === target) {
      current.current = target
      setShown(target)
      return
    }
    from.current = current.current
    const start = performance.now()
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / duration)
      const value = from.current + (target - from.current) * easeOut(t)
      current.current = t >= 1 ? target : value
      setShown(current.current)
      if (t < 1) frame = requestAnimationFrame(step)
    })
    return () => cancelAnimationFrame(frame)
  }, [target, duration])
  return shown
}
