/**
 * Images a brand's app data points at (logos, banners, pictures of offers…), and whether each
 * loads: HEAD, else GET, with a timeout. The CLI runs it; the preview shows images as they are.
 */
import type { I18n } from '@lingui/core'
import { IMAGES, sayIn, type Say } from './messages.ts'
import { formatPath, type Segment } from './path.ts'
import type { Finding } from './types.ts'

const IMAGE_KEY = /(image|img|logo|picture|photo|banner|icon|poster|cover)/i
const LOOKS_LIKE_URL = /^(https?:\/\/|\/(?!\/))/i

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export interface ImageRef {
  path: string
  url: string
}

/** Every image URL (absolute or server-relative) under a key that names an image. */
export function imageUrls(appData: unknown): ImageRef[] {
  const out: ImageRef[] = []
  const walk = (value: unknown, path: Segment[], imageKey: boolean) => {
    if (typeof value === 'string') {
      if (imageKey && LOOKS_LIKE_URL.test(value.trim()))
        out.push({ path: formatPath(path), url: value.trim() })
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, [...path, i], imageKey))
    } else if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'colors') continue
        walk(v, [...path, k], IMAGE_KEY.test(k))
      }
    }
  }
  walk(appData, [], false)
  return out
}

export interface ImageCheckOptions {
  /** Origin relative URLs resolve against (the server's); without one they are not checked. */
  base?: string
  timeoutMs?: number
  fetch?: typeof fetch
  /** Requests at once. */
  concurrency?: number
  /** The language of the findings (see CheckOptions.i18n); English without one. */
  i18n?: I18n
}

async function loads(url: string, options: ImageCheckOptions, say: Say): Promise<string | null> {
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 5000
  try {
    let res = await doFetch(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) })
    if (res.status === 405 || res.status === 501) {
      res = await doFetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) })
      await res.body?.cancel()
    }
    if (!res.ok) return `HTTP ${res.status}`
    const type = res.headers.get('content-type') ?? ''
    if (type && !type.startsWith('image/'))
      return say(IMAGES.notImage, { type: type.split(';')[0] })
    return null
  } catch (error) {
    const name = (error as Error).name
    if (name === 'TimeoutError' || name === 'AbortError')
      return say(IMAGES.timeout, { ms: String(timeoutMs) })
    return (error as Error).message || String(error)
  }
}

/** An error per image that does not load; relative URLs without a base are skipped. */
export async function imageFindings(
  appData: unknown,
  options: ImageCheckOptions = {},
): Promise<Finding[]> {
  const say = sayIn(options.i18n)
  const refs = imageUrls(appData)
  const findings: Finding[] = []
  const queue = [...refs]
  const worker = async () => {
    for (let ref = queue.shift(); ref; ref = queue.shift()) {
      let url: string
      try {
        url = new URL(ref.url, options.base).href
      } catch {
        continue // relative, and no base to resolve it against
      }
      const problem = await loads(url, options, say)
      if (problem === null) continue
      findings.push({
        code: 'image',
        kind: 'image',
        severity: 'error',
        path: ref.path,
        message: say(IMAGES.message, { problem, url }),
        expected: say(IMAGES.expected),
        hint: say(IMAGES.hint),
      })
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 6, refs.length) }, worker))
  return findings.sort((a, b) => a.path.localeCompare(b.path))
}
