/**
 * The clock the order hours are checked against. Demo/e2e only: `POST admin/orders/clock`
 * (ADMIN_SECRET) moves it, so tests of ordering do not depend on the time of day they run at
 * (the browser's clock is moved the same way). Nothing else reads it.
 */
let offset = 0

export function orderNow(): number {
  return Date.now() + offset
}

/** Sets the order clock to `now` (ms) from this moment on; null puts it back. */
export function setOrderClock(now: number | null): void {
  offset = now == null ? 0 : now - Date.now()
}
