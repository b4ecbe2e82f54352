/**
 * Web push without a push service (e2e): the page's Notification permission and PushManager
 * stubbed before the app starts. The permission outlives a reload (as a real one does; kept in
 * sessionStorage); `window.__asked` counts the permission prompts. The subscription's endpoint is
 * `endpoint`, or a new random one per subscription.
 */
import type { Page } from '@playwright/test'

export async function stubPushManager(page: Page, endpoint?: string): Promise<void> {
  await page.addInitScript((fixed) => {
    const w = window as unknown as { __sub?: unknown; __asked?: number }
    Object.defineProperty(Notification, 'permission', {
      get: () => sessionStorage.getItem('e2e-push-permission') ?? 'default',
    })
    Notification.requestPermission = async () => {
      w.__asked = (w.__asked ?? 0) + 1
      sessionStorage.setItem('e2e-push-permission', 'granted')
      return 'granted'
    }
    PushManager.prototype.getSubscription = async () => (w.__sub as PushSubscription) ?? null
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const endpoint =
        fixed ?? `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`
      const sub = {
        endpoint,
        options: { applicationServerKey: options?.applicationServerKey, userVisibleOnly: true },
        toJSON: () => ({
          endpoint,
          expirationTime: null,
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
        }),
        unsubscribe: async () => true,
      }
      w.__sub = sub
      return sub as unknown as PushSubscription
    }
  }, endpoint ?? null)
}
