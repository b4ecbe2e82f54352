/**
 * The names a push reaches the page by (core/push.ts re-exports them): in their own file, so the
 * shell's start splits `?push=` off the address without the push handling's code (issue 16).
 */

/** The page URL parameter a service worker opens the app with when no window is open. */
export const PUSH_URL_PARAM = 'push'

/** The service worker's post to an open window: `{type: 'push-click', message}`. */
export const PUSH_CLICK_MESSAGE = 'push-click'
