// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DEVICE_FIELD_LIMITS,
  describeDevice,
  forgetUaHints,
  parseDevice,
  readUaHints,
  type DeviceEnvironment,
} from '../../../src/core/api/device.ts'

afterEach(() => {
  forgetUaHints()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

interface Row {
  label: string
  env: DeviceEnvironment
  os: string
  name: string
  model: string
  version: string | null
}

// Real user agents of the phones and browsers customers open the app in.
const rows: Row[] = [
  {
    label: 'iPhone Safari, iOS 17',
    env: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      maxTouchPoints: 5,
    },
    os: 'ios',
    name: 'Apple',
    model: 'iPhone',
    version: '17.5',
  },
  {
    label: 'iPhone Safari, iOS 18',
    env: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1.1 Mobile/15E148 Safari/604.1',
      maxTouchPoints: 5,
    },
    os: 'ios',
    name: 'Apple',
    model: 'iPhone',
    version: '18.1.1',
  },
  {
    label: 'iPad Safari, iPadOS desktop mode (a Mac user agent with touch)',
    env: {
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      maxTouchPoints: 5,
    },
    os: 'ios',
    name: 'Apple',
    model: 'iPad',
    version: '17.5',
  },
  {
    label: 'Safari on a Mac (no touch)',
    env: {
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      maxTouchPoints: 0,
    },
    os: 'macos',
    name: 'Apple',
    model: 'Mac',
    version: '10.15.7',
  },
  {
    label: 'Chrome on a Pixel 7',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    },
    os: 'android',
    name: 'Google',
    model: 'Pixel 7',
    version: '14',
  },
  {
    label: 'Chrome, reduced user agent without client hints',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    },
    os: 'android',
    name: 'Android',
    model: 'Android',
    version: '10',
  },
  {
    label: 'Chrome, reduced user agent with client hints',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      hints: { platform: 'Android', platformVersion: '14.0.0', model: 'SM-S918B' },
    },
    os: 'android',
    name: 'Samsung',
    model: 'SM-S918B',
    version: '14',
  },
  {
    label: 'Samsung Internet',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    },
    os: 'android',
    name: 'Samsung',
    model: 'SM-S918B',
    version: '14',
  },
  {
    label: 'Firefox for Android (names no model)',
    env: { userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0' },
    os: 'android',
    name: 'Android',
    model: 'Android',
    version: '14',
  },
  {
    label: 'Yandex Browser on Android',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; arm_64; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.3.84.00 SA/3 Mobile Safari/537.36',
    },
    os: 'android',
    name: 'Samsung',
    model: 'SM-A536B',
    version: '13',
  },
  {
    label: 'Telegram in-app browser (Android WebView)',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 13; 2201116SG Build/TKQ1.221114.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Telegram-Android/10.6.2 (Xiaomi 2201116SG; Android 13; SDK 33; AVERAGE)',
    },
    os: 'android',
    name: 'Xiaomi',
    model: '2201116SG',
    version: '13',
  },
  {
    label: 'Telegram in-app browser, reduced WebView user agent',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 7.1.2; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.193 Mobile Safari/537.36 Telegram-Android/11.4.3 (Samsung SM-G965N; Android 7.1.2; SDK 25; LOW)',
    },
    os: 'android',
    name: 'Samsung',
    model: 'SM-G965N',
    version: '7.1.2',
  },
  {
    label: 'VK in-app browser (Android)',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 13; SM-A525F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 VKAndroidApp/8.52-16112 (Android 13; SDK 33; arm64-v8a; samsung SM-A525F; ru; 2400x1080)',
    },
    os: 'android',
    name: 'Samsung',
    model: 'SM-A525F',
    version: '13',
  },
  {
    label: 'Instagram in-app browser (iOS)',
    env: {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.3.12.91 (iPhone15,2; iOS 17_5; fr_CA; fr; scale=3.00; 1179x2556; 624498154)',
      maxTouchPoints: 5,
    },
    os: 'ios',
    name: 'Apple',
    model: 'iPhone15,2',
    version: '17.5',
  },
  {
    label: 'Instagram in-app browser (Android)',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android (34/14; 480dpi; 1080x2340; samsung; SM-S918B; dm3q; qcom; ru_RU; 548323757)',
    },
    os: 'android',
    name: 'Samsung',
    model: 'SM-S918B',
    version: '14',
  },
  {
    label: "Lighthouse's phone (Moto G Power)",
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    },
    os: 'android',
    name: 'Motorola',
    model: 'moto g power (2022)',
    version: '11',
  },
  {
    label: 'Redmi Note',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 12; Redmi Note 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36',
    },
    os: 'android',
    name: 'Xiaomi',
    model: 'Redmi Note 11',
    version: '12',
  },
  {
    label: 'Huawei P40 lite',
    env: {
      userAgent:
        'Mozilla/5.0 (Linux; Android 10; JNY-LX1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36',
    },
    os: 'android',
    name: 'Huawei',
    model: 'JNY-LX1',
    version: '10',
  },
  {
    label: 'Chrome on Windows 10',
    env: {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    os: 'windows',
    name: 'Windows',
    model: 'PC',
    version: '10',
  },
  {
    label: 'Chrome on Windows 11 (client hints tell 11 from 10)',
    env: {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      hints: { platform: 'Windows', platformVersion: '15.0.0', model: '' },
    },
    os: 'windows',
    name: 'Windows',
    model: 'PC',
    version: '11',
  },
  {
    label: 'Firefox on Linux',
    env: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    os: 'linux',
    name: 'Linux',
    model: 'PC',
    version: null,
  },
]

describe('parseDevice', () => {
  it.each(rows)('$label', ({ env, os, name, model, version }) => {
    const facts = parseDevice(env)
    expect(facts).toEqual({ os, name, model, version, pwa: false })
  })

  it('keeps every field of every row within the schema limits', () => {
    for (const { env } of rows) {
      const facts = parseDevice(env)
      for (const [field, limit] of Object.entries(DEVICE_FIELD_LIMITS)) {
        const value = facts[field as keyof typeof DEVICE_FIELD_LIMITS]
        expect((value ?? '').length, `${field} of ${env.userAgent}`).toBeLessThanOrEqual(limit)
      }
    }
  })

  it('cuts an overlong model to 128 and drops control characters and lone surrogates', () => {
    const model = `SM-X${'9'.repeat(300)}`
    const facts = parseDevice({
      userAgent: `Mozilla/5.0 (Linux; Android 14; ${model}) Chrome/131.0.0.0 Mobile Safari/537.36`,
      hints: { platform: 'Android', platformVersion: '14\u0000', model: 'SM-\uD800A\u0007B' },
    })
    expect(facts.model).toBe('SM-A B')
    expect(facts.version).toBe('14')
    const long = parseDevice({
      userAgent: `Mozilla/5.0 (Linux; Android 14; ${model}) Chrome/131.0.0.0 Mobile Safari/537.36`,
    })
    expect(long.model).toHaveLength(DEVICE_FIELD_LIMITS.model)
    expect(long.name).toBe('Samsung')
  })

  it('ignores client hints that contradict the user agent (a Mac answer on an iPad)', () => {
    const facts = parseDevice({
      userAgent: rows[2]!.env.userAgent,
      maxTouchPoints: 5,
      hints: { platform: 'macOS', platformVersion: '14.5.0', model: '' },
    })
    expect(facts).toMatchObject({ os: 'ios', model: 'iPad' })
  })

  it("keeps iOS's own version over hints an emulator derives (WebKit has none)", () => {
    const facts = parseDevice({
      userAgent: rows[1]!.env.userAgent,
      maxTouchPoints: 5,
      hints: { platform: 'iOS', platformVersion: '18_1', model: '' },
    })
    expect(facts).toMatchObject({ os: 'ios', model: 'iPhone', version: '18.1.1' })
  })

  it('never sends an empty name or model (an unknown browser)', () => {
    expect(parseDevice({ userAgent: '' })).toEqual({
      os: 'web',
      name: 'Unknown',
      model: 'Browser',
      version: null,
      pwa: false,
    })
  })
})

describe('describeDevice', () => {
  it('reads client hints where the browser has them', async () => {
    vi.stubGlobal('navigator', {
      userAgent: rows[5]!.env.userAgent,
      maxTouchPoints: 5,
      userAgentData: {
        getHighEntropyValues: async () => ({
          platform: 'Android',
          platformVersion: '15.0.0',
          model: 'Pixel 9',
        }),
      },
    })
    expect(await describeDevice()).toMatchObject({
      os: 'android',
      name: 'Google',
      model: 'Pixel 9',
      version: '15',
    })
  })

  it('does not wait long for client hints that never answer', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('navigator', {
      userAgent: rows[7]!.env.userAgent,
      maxTouchPoints: 5,
      userAgentData: { getHighEntropyValues: () => new Promise(() => {}) },
    })
    const hints = readUaHints(300)
    await vi.advanceTimersByTimeAsync(300)
    expect(await hints).toBeNull()
  })
})
