/**
 * Keeps keyboard focus inside a modal layer (dialog, sheet, popup, side panel) while it is the
 * top one, focuses it on open and gives focus back to where it was on close.
 */
import { useEffect, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  )
}

/**
 * `focusLayer`: without a `[data-autofocus]` inside, focus the layer itself rather than its first
 * control (a sheet: its first control is the grip handle, which would show a focus ring to a
 * person who never used a keyboard; Tab still reaches it, with its ring).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active = true,
  focusLayer = false,
): void {
  useEffect(() => {
    const root = ref.current
    if (!root || !active) return
    const previous = document.activeElement as HTMLElement | null
    const first =
      root.querySelector<HTMLElement>('[data-autofocus]') ??
      (focusLayer ? root : focusables(root)[0]) ??
      root
    first.focus({ preventScroll: true })
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return
      const list = focusables(root)
      if (!list.length) {
        e.preventDefault()
        root.focus()
        return
      }
      const firstEl = list[0]!
      const lastEl = list[list.length - 1]!
      if (
        e.shiftKey &&
        (document.activeElement === firstEl || !root.contains(document.activeElement))
      ) {
        e.preventDefault()
        lastEl.focus()
      } else if (!e.shiftKey && document.activeElement === lastEl) {
        e.preventDefault()
        firstEl.focus()
      }
    }
    root.addEventListener('keydown', onKey)
    return () => {
      root.removeEventListener('keydown', onKey)
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true })
    }
  }, [ref, active, focusLayer])
}
