/**
 * Device registration: `POST device-register` with key (the install's uuid), os, name, model,
 * version, pwa and the current authToken; answers user.idDevice and authToken.
 * spec (accounts §4 Device registration): concurrent calls share one request.
 */
import { APP_VERSION } from '../brand/brand.ts'
import { request, shareInFlight } from './client.ts'

export interface DeviceRegisterBody {
  key: string
  os: string
  name: string
  model: string
  version: string
  pwa: boolean
  authToken: string | null
  [key: string]: unknown
}

export interface DeviceRegisterAnswer {
  user?: { idDevice?: number | string | null } | null
  authToken?: string | null
}

/** What the browser tells about the device (no fingerprinting beyond the user agent). */
export function describeDevice(): Pick<
  DeviceRegisterBody,
  'os' | 'name' | 'model' | 'version' | 'pwa'
> {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const os = /android/i.test(ua)
    ? 'android'
    : /iphone|ipad|ipod/i.test(ua)
      ? 'ios'
      : /windows/i.test(ua)
        ? 'windows'
        : /mac os/i.test(ua)
          ? 'macos'
          : /linux/i.test(ua)
            ? 'linux'
            : 'web'
  const browser = /edg\//i.test(ua)
    ? 'Edge'
    : /chrome\//i.test(ua)
      ? 'Chrome'
      : /firefox\//i.test(ua)
        ? 'Firefox'
        : /safari\//i.test(ua)
          ? 'Safari'
          : 'Browser'
  const standalone =
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true)
  return {
    os,
    name: browser,
    model: ua.slice(0, 200),
    version: APP_VERSION,
    pwa: Boolean(standalone),
  }
}

export const registerDeviceRequest = shareInFlight(
  (body: DeviceRegisterBody, signal?: AbortSignal) =>
    request<DeviceRegisterAnswer>('device-register', { method: 'POST', body, signal }),
)
