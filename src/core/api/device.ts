/**
 * Device registration: `POST device-register` with key (the install's uuid), os, name, model,
 * version, pwa and the current authToken; answers user.idDevice and authToken.
 * spec (accounts §3 Device registration payload): key (uuid), os, name (manufacturer), model,
 * version, pwa. spec (accounts §4 Device registration): concurrent calls share one request.
 *
 * `version` is the OS version (iOS 17.5, Android 14), as a native app's device plugin reports it
 * next to manufacturer and model, and as schemas/api/device-register.json describes it ("OS or
 * browser version"). The app's own version travels on every call as the App-Version header.
 */
import { request } from './client.ts'

export interface DeviceRegisterBody {
  key: string
  os: string
  name: string
  model: string
  version: string | null
  pwa: boolean
  authToken: string | null
  [key: string]: unknown
}

export interface DeviceRegisterAnswer {
  user?: { idDevice?: number | string | null } | null
  authToken?: string | null
}

export type DeviceFacts = Pick<DeviceRegisterBody, 'os' | 'name' | 'model' | 'version' | 'pwa'>

/** The limits of schemas/api/device-register.json: the server refuses longer fields. */
export const DEVICE_FIELD_LIMITS = { os: 32, name: 128, model: 128, version: 64 } as const

/** User-Agent Client Hints (`navigator.userAgentData.getHighEntropyValues`), Chromium only. */
export interface UaHints {
  platform?: string
  platformVersion?: string
  model?: string
}

export interface DeviceEnvironment {
  userAgent: string
  /** `navigator.maxTouchPoints`: an iPad in desktop mode sends a Mac user agent with touch. */
  maxTouchPoints?: number
  hints?: UaHints | null
  /** Runs as an installed web app. */
  standalone?: boolean
}

// Model-name prefixes of common Android makers (the model is all an Android user agent names).
const MAKERS: [RegExp, string][] = [
  [/^(?:SM-|SAMSUNG|GT-|SC-\d|SCV\d|SGH-|Galaxy)/i, 'Samsung'],
  [/^(?:Pixel|Nexus)/i, 'Google'],
  [/^(?:Redmi|POCO|Mi\s|MI\s|Xiaomi|M2\d{3}[A-Z0-9]+$|2\d{3}[0-9A-Z]{3,7}$)/i, 'Xiaomi'],
  [/^(?:HONOR|ANY-|RMO-|CMA-|LGE-|NTH-|REA-|ALI-|PGT-|FNE-|CRT-|VNE-)/i, 'Honor'],
  [
    /^(?:HUAWEI|ANE-|ELE-|VOG-|MAR-|LYA-|CLT-|JNY-|NOH-|ELS-|ABR-|VTR-|EML-|POT-|STK-|JKM-)/i,
    'Huawei',
  ],
  [/^(?:OnePlus|(?:NE|LE|KB|IN|HD|GM|BE)\d{4}$)/i, 'OnePlus'],
  [/^(?:OPPO|CPH\d{4}|PCH|PD[A-Z]M\d)/i, 'OPPO'],
  [/^(?:realme|RMX\d)/i, 'realme'],
  [/^(?:vivo|V\d{4}[A-Z]?$)/i, 'vivo'],
  [/^(?:moto|Motorola|XT\d{4})/i, 'Motorola'],
  [/^(?:Nokia|TA-\d{4})/i, 'Nokia'],
  [/^(?:XQ-|SO-\d|SOV\d|Xperia)/i, 'Sony'],
  [/^(?:LM-|LG-|LG\s)/i, 'LG'],
  [/^(?:ASUS|ZenFone|ROG\s)/i, 'ASUS'],
  [/^(?:Lenovo|TB-)/i, 'Lenovo'],
  [/^TECNO/i, 'TECNO'],
  [/^Infinix/i, 'Infinix'],
  [/^itel/i, 'itel'],
  [/^(?:ZTE|Blade)/i, 'ZTE'],
  [/^(?:Nothing|A06[35]$)/i, 'Nothing'],
  [/^(?:KF[A-Z]{2,4}|Kindle)/i, 'Amazon'],
  [/^(?:Meizu)/i, 'Meizu'],
  [/^(?:HTC)/i, 'HTC'],
  [/^(?:TCL)/i, 'TCL'],
  [/^(?:Fairphone|FP\d)/i, 'Fairphone'],
]

/** Makers as in-app browsers spell them (`samsung`, `Xiaomi`): one spelling each. */
const MAKER_NAMES = new Map(MAKERS.map(([, name]) => [name.toLowerCase(), name]))

function makerName(raw: string): string {
  const known = MAKER_NAMES.get(raw.toLowerCase())
  return known ?? raw.charAt(0).toUpperCase() + raw.slice(1)
}

function makerOfModel(model: string): string | null {
  return MAKERS.find(([prefix]) => prefix.test(model))?.[1] ?? null
}

/** Control characters and lone surrogates go; then the field is cut to its limit. */
function clip(value: string | null | undefined, limit: number): string | null {
  if (value == null) return null
  const clean = value
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (!clean) return null
  return Array.from(clean).slice(0, limit).join('').trim()
}

/** '14.0.0' -> '14', '17_5' -> '17.5', '' -> null. */
function cleanVersion(raw: string | null | undefined): string | null {
  if (!raw) return null
  const v = raw.replace(/_/g, '.').replace(/(?:\.0)+$/, '')
  return /^\d/.test(v) ? v : null
}

/**
 * The tokens of the user agent's first parenthesised part: `(Linux; Android 14; SM-S918B)`.
 * Models may hold brackets themselves: `(Linux; Android 11; moto g power (2022))`.
 */
function platformTokens(ua: string): string[] {
  const start = ua.indexOf('(')
  if (start < 0) return []
  let depth = 0
  let end = ua.length
  for (let i = start; i < ua.length; i++) {
    if (ua[i] === '(') depth++
    else if (ua[i] === ')' && --depth === 0) {
      end = i
      break
    }
  }
  return ua
    .slice(start + 1, end)
    .split(';')
    .map((t) => t.trim())
}

interface Parsed {
  os: string
  name: string | null
  model: string | null
  version: string | null
}

function parseApple(ua: string, touch: number): Parsed | null {
  const ios = /\((iPhone|iPad|iPod)[;)\s]/.exec(ua)
  // iPadOS 13+ in its default desktop mode sends a Mac user agent; only the touch screen tells.
  const desktopIpad = !ios && /Macintosh/.test(ua) && touch > 1
  if (!ios && !desktopIpad) return null
  const family = ios ? (ios[1] === 'iPod' ? 'iPod touch' : ios[1]!) : 'iPad'
  // Instagram names the exact hardware: `Instagram 339.0 (iPhone15,2; iOS 17_5; …)`.
  const hardware = /\((i(?:Phone|Pad|Pod)\d+,\d+);/.exec(ua)?.[1]
  const osVersion = ios
    ? /OS (\d+(?:_\d+)*) like Mac OS X/.exec(ua)?.[1]
    : // A desktop-mode iPad hides the OS version; Safari's own version follows iPadOS.
      /Version\/(\d+(?:\.\d+)*)/.exec(ua)?.[1]
  return { os: 'ios', name: 'Apple', model: hardware ?? family, version: cleanVersion(osVersion) }
}

function parseAndroid(ua: string): Parsed | null {
  const version = /Android[ /]?(\d+(?:[._]\d+)*)/i.exec(ua)
  if (!version && !/Android/i.test(ua)) return null
  const tokens = platformTokens(ua)
  const at = tokens.findIndex((t) => /^Android\b/i.test(t))
  let model: string | null = null
  for (const token of at >= 0 ? tokens.slice(at + 1) : []) {
    // Skip the WebView mark, Firefox's form factor and rv:, old locale tokens, the reduced `K`.
    if (/^(?:wv|Mobile|Tablet|TV|K|U|[a-z]{2}[-_][a-z]{2,3}|rv:.*|Build\/.*)$/i.test(token))
      continue
    model = token
      .replace(/\s+Build\/.*$/i, '')
      .replace(/^SAMSUNG\s+/i, '')
      .trim()
    if (model) break
  }
  // In-app browsers name the maker: Telegram `(Samsung SM-G965N; Android …)`, Instagram
  // `Android (34/14; 480dpi; 1080x2340; samsung; SM-S918B; …)`, VK `(…; samsung SM-A525F; ru; …)`.
  let maker: string | null = null
  const telegram = /Telegram-Android\/\S+ \(([^;) ]+) ([^;)]+);/.exec(ua)
  const instagram = /Instagram [\d.]+ Android \([^;]*;[^;]*;[^;]*; ([^;]+); ([^;]+);/.exec(ua)
  const vk = /VKAndroidApp\/\S+ \([^)]*?; ([A-Za-z]+) ([^;]+); [a-z]{2};/.exec(ua)
  for (const hit of [telegram, instagram, vk]) {
    if (!hit) continue
    maker = makerName(hit[1]!.trim())
    model ??= hit[2]!.trim()
    break
  }
  maker = (model && makerOfModel(model)) ?? maker
  return {
    os: 'android',
    name: maker ?? 'Android',
    model: model ?? 'Android',
    version: cleanVersion(version?.[1]),
  }
}

function parseDesktop(ua: string): Parsed {
  if (/Windows NT/.test(ua)) {
    const nt = /Windows NT (\d+\.\d+)/.exec(ua)?.[1]
    const version = nt === '10.0' ? '10' : nt === '6.3' ? '8.1' : nt === '6.1' ? '7' : (nt ?? null)
    return { os: 'windows', name: 'Windows', model: 'PC', version }
  }
  if (/CrOS/.test(ua)) return { os: 'chromeos', name: 'Google', model: 'Chromebook', version: null }
  if (/Macintosh|Mac OS X/.test(ua)) {
    const v = /Mac OS X (\d+(?:[._]\d+)*)/.exec(ua)?.[1]
    return { os: 'macos', name: 'Apple', model: 'Mac', version: cleanVersion(v) }
  }
  if (/Linux|X11/.test(ua)) return { os: 'linux', name: 'Linux', model: 'PC', version: null }
  return { os: 'web', name: null, model: null, version: null }
}

const HINT_OS: Record<string, string> = {
  android: 'android',
  ios: 'ios',
  macos: 'macos',
  windows: 'windows',
  linux: 'linux',
  'chrome os': 'chromeos',
  chromeos: 'chromeos',
}

/** Client hints fill in what a reduced user agent hides (model, OS version) for the same OS. */
function withHints(parsed: Parsed, hints: UaHints | null | undefined): Parsed {
  const os = hints?.platform ? HINT_OS[hints.platform.toLowerCase()] : undefined
  if (!hints || !os || (parsed.os !== os && parsed.os !== 'web')) return parsed
  // Safari and every iOS browser (WebKit) have no client hints: any there are an emulator's.
  if (os === 'ios') return parsed
  const merged: Parsed = { ...parsed, os }
  let version = cleanVersion(hints.platformVersion)
  // Windows 11 reports platformVersion 13 and above; 10 reports 1 to 10.
  if (os === 'windows' && version) version = Number.parseInt(version, 10) >= 13 ? '11' : '10'
  if (version) merged.version = version
  const model = hints.model?.trim()
  if (model) {
    merged.model = model
    if (os === 'android') merged.name = makerOfModel(model) ?? parsed.name
  }
  return merged
}

/**
 * What the device is, from the user agent and (where the browser has them) client hints: the
 * operating system, the maker, the model and the OS version, each within the server's limits.
 * Pure: tests call it with real user agents.
 */
export function parseDevice(env: DeviceEnvironment): DeviceFacts {
  const ua = env.userAgent ?? ''
  const parsed = withHints(
    parseApple(ua, env.maxTouchPoints ?? 0) ?? parseAndroid(ua) ?? parseDesktop(ua),
    env.hints,
  )
  const os = clip(parsed.os, DEVICE_FIELD_LIMITS.os) ?? 'web'
  return {
    os,
    name: clip(parsed.name, DEVICE_FIELD_LIMITS.name) ?? 'Unknown',
    model: clip(parsed.model, DEVICE_FIELD_LIMITS.model) ?? 'Browser',
    version: clip(parsed.version, DEVICE_FIELD_LIMITS.version),
    pwa: Boolean(env.standalone),
  }
}

/** How long registration waits for client hints (they answer in a few ms where they exist). */
export const HINTS_WAIT = 300

interface NavigatorUaData {
  getHighEntropyValues?: (hints: string[]) => Promise<UaHints>
}

let hintsAsked: Promise<UaHints | null> | null = null

/** The browser's client hints, or null where there are none or they take longer than `wait`. */
export function readUaHints(wait = HINTS_WAIT): Promise<UaHints | null> {
  if (!hintsAsked) {
    const data =
      typeof navigator === 'undefined'
        ? undefined
        : (navigator as Navigator & { userAgentData?: NavigatorUaData }).userAgentData
    if (typeof data?.getHighEntropyValues !== 'function') return Promise.resolve(null)
    // Asked once per run: the answer does not change, and a slow first answer still counts later.
    hintsAsked = data.getHighEntropyValues(['platform', 'platformVersion', 'model']).then(
      (values) => values ?? null,
      () => null,
    )
  }
  const asked = hintsAsked
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), wait)
    void asked.then((values) => {
      clearTimeout(timer)
      resolve(values)
    })
  })
}

/** Forgets the hints asked for (tests). */
export function forgetUaHints(): void {
  hintsAsked = null
}

/** What this browser tells about the device (no fingerprinting beyond UA and its hints). */
export async function describeDevice(): Promise<DeviceFacts> {
  const hints = await readUaHints()
  const nav = typeof navigator === 'undefined' ? undefined : navigator
  const standalone =
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(display-mode: standalone)').matches ||
      (nav as (Navigator & { standalone?: boolean }) | undefined)?.standalone === true)
  return parseDevice({
    userAgent: nav?.userAgent ?? '',
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    hints,
    standalone: Boolean(standalone),
  })
}

/** POST device-register (concurrent registrations share one: core/state/device.ts). */
export function registerDeviceRequest(
  body: DeviceRegisterBody,
  signal?: AbortSignal,
): Promise<DeviceRegisterAnswer> {
  return request<DeviceRegisterAnswer>('device-register', { method: 'POST', body, signal })
}
