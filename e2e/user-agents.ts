/**
 * Real phones' browsers for e2e: user agent, screen and what device-register should report.
 * playwright.config.ts runs every spec as PHONE; e2e/phones.spec.ts and phones-more.spec.ts run the whole matrix (e2e/phones.ts).
 * The strings are the browsers' own (in-app browsers append their app's part to the system
 * WebView's or Safari's string, which makes them long: Instagram's is over 250 characters).
 */

/** Chrome on a Pixel 7 (Playwright's `devices['Pixel 7']` string): the default e2e project. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

export interface PhoneBrowser {
  label: string
  userAgent: string
  viewport: { width: number; height: number }
  deviceScaleFactor: number
  /** iPadOS reports 5 touch points; Chromium's emulation says 1 (set by an init script). */
  maxTouchPoints?: number
  /** User-Agent Client Hints the browser answers (Chrome on Android), set through CDP. */
  hints?: { platform: string; platformVersion: string; model: string }
  /** What the device-register body must say for this browser. */
  device: { os: string; name: string; model: string; version: string }
}

export const phoneBrowsers: PhoneBrowser[] = [
  {
    label: 'iPhone Safari (iOS 17)',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    maxTouchPoints: 5,
    device: { os: 'ios', name: 'Apple', model: 'iPhone', version: '17.5' },
  },
  {
    label: 'iPhone Safari (iOS 18)',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 393, height: 852 },
    deviceScaleFactor: 3,
    maxTouchPoints: 5,
    device: { os: 'ios', name: 'Apple', model: 'iPhone', version: '18.1.1' },
  },
  {
    label: 'iPad Safari (iPadOS, desktop-mode Mac user agent)',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    viewport: { width: 820, height: 1180 },
    deviceScaleFactor: 2,
    maxTouchPoints: 5,
    device: { os: 'ios', name: 'Apple', model: 'iPad', version: '17.5' },
  },
  {
    label: 'Chrome on Android (reduced user agent, client hints)',
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    hints: { platform: 'Android', platformVersion: '14.0.0', model: 'Pixel 8' },
    device: { os: 'android', name: 'Google', model: 'Pixel 8', version: '14' },
  },
  {
    label: 'Samsung Internet',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    viewport: { width: 384, height: 824 },
    deviceScaleFactor: 2.8125,
    device: { os: 'android', name: 'Samsung', model: 'SM-S918B', version: '14' },
  },
  {
    label: 'Firefox for Android',
    userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    device: { os: 'android', name: 'Android', model: 'Android', version: '14' },
  },
  {
    label: 'Yandex Browser (Android)',
    userAgent:
      'Mozilla/5.0 (Linux; arm_64; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.3.84.00 SA/3 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    device: { os: 'android', name: 'Samsung', model: 'SM-A536B', version: '13' },
  },
  {
    label: 'Telegram in-app browser (Android WebView)',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; 2201116SG Build/TKQ1.221114.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Telegram-Android/10.6.2 (Xiaomi 2201116SG; Android 13; SDK 33; AVERAGE)',
    viewport: { width: 393, height: 873 },
    deviceScaleFactor: 2.75,
    device: { os: 'android', name: 'Xiaomi', model: '2201116SG', version: '13' },
  },
  {
    label: 'VK in-app browser (Android)',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-A525F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 VKAndroidApp/8.52-16112 (Android 13; SDK 33; arm64-v8a; samsung SM-A525F; ru; 2400x1080)',
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    device: { os: 'android', name: 'Samsung', model: 'SM-A525F', version: '13' },
  },
  {
    label: 'Instagram in-app browser (iOS)',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.3.12.91 (iPhone15,2; iOS 17_5; ru_RU; ru; scale=3.00; 1179x2556; 624498154)',
    viewport: { width: 393, height: 852 },
    deviceScaleFactor: 3,
    maxTouchPoints: 5,
    device: { os: 'ios', name: 'Apple', model: 'iPhone15,2', version: '17.5' },
  },
  {
    label: 'Instagram in-app browser (Android)',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android (34/14; 480dpi; 1080x2340; samsung; SM-S918B; dm3q; qcom; ru_RU; 548323757)',
    viewport: { width: 384, height: 824 },
    deviceScaleFactor: 2.8125,
    device: { os: 'android', name: 'Samsung', model: 'SM-S918B', version: '14' },
  },
  {
    label: "Lighthouse's phone (Moto G Power)",
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    device: { os: 'android', name: 'Motorola', model: 'moto g power (2022)', version: '11' },
  },
]
