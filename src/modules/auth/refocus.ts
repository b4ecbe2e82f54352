/**
 * Focuses an input once the error dialog that covered it is gone: the page is inert while the
 * dialog shows, and the dialog gives focus back to what had it before (the submit button) as it
 * closes, so focusing from its onClose would not stick.
 */
export function refocusAfterDialog(el: HTMLElement | null, frames = 30): void {
  if (!el) return
  const attempt = (left: number) => {
    if (!el.isConnected) return
    if (!el.closest('[inert]') && !document.querySelector('[role="alertdialog"]')) {
      el.focus()
      if (document.activeElement === el || left <= 0) return
    }
    if (left > 0) requestAnimationFrame(() => attempt(left - 1))
  }
  requestAnimationFrame(() => attempt(frames))
}
