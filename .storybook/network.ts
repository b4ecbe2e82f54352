/**
 * The network behind the stories. The app calls the REST contract through ofetch (src/core/api);
 * in Storybook those calls go to a brand host under `stories.localhost`, and this file answers
 * them from the answers `npm run stories:record` recorded per demo brand, user and locale
 * (./recorded/<brand>/<user>.<locale>.json), so the static build works on its own. With the
 * Network toolbar on "Reference server" the calls go to a running `npm start` instead
 * (STORYBOOK_SERVER_HOST, default localhost:8080), as a guest.
 *
 * Images of the image service (`/rest/image/{id}/…`) are drawn here by the server's own code
 * (server/images/draw.ts) from the brands' app data and the vendored demo pictures
 * (./pictures.ts), so a static Storybook shows the very pictures and logos the app does.
 */
import { drawImage, imageAsk, logoStyleOf } from '../server/images/draw.ts'
import { paletteOf } from '../server/images/pictures.ts'
import { isPicture, pictureHref } from './pictures.ts'

export const STORY_HOST = 'stories.localhost'
export const STORY_USERS = ['guest', 'signed-in', 'member'] as const
export type StoryUser = (typeof STORY_USERS)[number]
export const isStoryUser = (value: unknown): value is StoryUser =>
  STORY_USERS.includes(value as StoryUser)

/** The reference server the "live" network mode calls (`npm start`). */
export const LIVE_HOST: string =
  (import.meta.env.STORYBOOK_SERVER_HOST as string | undefined) ?? 'localhost:8080'

type Json = Record<string, unknown>
export interface RecordedCall {
  query?: Record<string, string>
  body?: unknown
  answer: Json
}
/** `"<METHOD> <path>"` → the recorded variants of that call. */
export type Recording = Record<string, RecordedCall[]>

const recordings = import.meta.glob<Recording>('./recorded/*/*.json', { import: 'default' })

/** The recording of a brand for a user and locale; null when that brand has none (custom). */
export async function loadRecording(
  brand: string,
  user: StoryUser,
  locale: string,
): Promise<Recording | null> {
  const load = recordings[`./recorded/${brand}/${user}.${locale}.json`]
  return load ? load() : null
}

/** What the fetch layer answers from: set by the brand decorator before a story renders. */
const current: { recording: Recording | null; calls: string[] } = { recording: null, calls: [] }

/** The recording the current story runs on (null: the reference server, or none). */
export function currentRecording(): Recording | null {
  return current.recording
}

export function setRecording(recording: Recording | null) {
  current.recording = recording
  current.calls = []
}

/** The recorded app data (`POST app`) of a recording, without the envelope's status. */
export function recordedAppData(recording: Recording | null): Json | null {
  const answer = recording?.['POST app']?.[0]?.answer
  if (!answer || answer.status !== 'ok') return null
  const { status: _status, ...data } = answer
  return data
}

/** How well a recorded variant fits a call: equal query and body fields count; -1 = conflict. */
function fit(variant: RecordedCall, query: URLSearchParams, body: unknown): number {
  let score = 0
  for (const [key, value] of Object.entries(variant.query ?? {})) {
    if (query.get(key) === value) score += 1
    else if (key === 'id') return -1
  }
  if (variant.body && typeof variant.body === 'object' && body && typeof body === 'object') {
    for (const [key, value] of Object.entries(variant.body)) {
      const asked = (body as Json)[key]
      if (JSON.stringify(asked) === JSON.stringify(value)) score += 1
      else if (key === 'category' || key === 'products') score -= 2
    }
  }
  return score
}

function json(body: Json, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A call's answer from the recording: the variant that fits best, or what a server would say. */
export function answerFromRecording(
  recording: Recording | null,
  method: string,
  path: string,
  query: URLSearchParams,
  body: unknown,
): Response {
  const variants = recording?.[`${method} ${path}`]
  if (variants?.length) {
    const best = variants
      .map((v) => ({ v, score: fit(v, query, body) }))
      .filter((x) => x.score >= 0)
      .sort((a, b) => b.score - a.score)[0]
    if (best) return json(best.v.answer, best.v.answer.status === 'error' ? 400 : 200)
    return json({ status: 'error', code: 'not_found', message: 'Not found' }, 404)
  }
  // Writes a story makes (statistics, device registration, a sent form) succeed without effect.
  if (method === 'POST') return json({ status: 'ok' })
  return json({ status: 'error', code: 'not_recorded', message: `Not recorded: ${path}` }, 404)
}

const API_PATH = /^\/rest\/mobile\/[^/]+\/(.+)$/
const IMAGE_PATH = /^\/rest\/image\/([^/]+)\/(\d+)\/(\d+)\//

/** A brand's settings and name as the server has them (the image route draws from these). */
export interface StoryBrand {
  settings: Json
  name: string
}
/** The brand of a client (null: the story's own brand, e.g. for a bare `/rest/image/…` path). */
export type StoryBrands = (client: string | null) => StoryBrand | null

/**
 * An image-service URL on a story host (or a bare `/rest/image/…` path, as app data may give a
 * logo) as a data: URL drawn as the server draws it: demo pictures on the colours of the host's
 * brand, a `logo-{client}` in that client's. Null: not the story network's, or not found (the
 * server's 404: the image stays broken, as in the app).
 */
export function storyImage(src: string, brands: StoryBrands): string | null {
  if (!src.includes('/rest/image/')) return null
  let url: URL
  try {
    url = new URL(src, location.href)
  } catch {
    return null
  }
  const m = IMAGE_PATH.exec(url.pathname)
  const storyHost = url.hostname.endsWith(`.${STORY_HOST}`)
  if (!m || (!storyHost && url.origin !== location.origin)) return null
  let id: string
  try {
    id = decodeURIComponent(m[1]!)
  } catch {
    return null
  }
  const ask = imageAsk(id, isPicture)
  if (!ask) return null
  const host = storyHost ? url.hostname.slice(0, -STORY_HOST.length - 1) : null
  // the route's request brand: the host's client (or `?client=`), as resolveClient
  const requestBrand = brands(url.searchParams.get('client') ?? host)
  const logoBrand = ask.kind === 'brand' ? brands(ask.client) : null
  const svg = drawImage(ask, Number(m[3]), Number(m[2]), {
    palette: paletteOf(requestBrand?.settings.colors),
    logo:
      ask.kind === 'brand'
        ? logoStyleOf(logoBrand?.settings ?? {}, logoBrand?.name ?? ask.client)
        : undefined,
    pictures: pictureHref,
  })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

let installed = false

/**
 * Answers the app's calls to a story host from the current recording (once per page); other
 * requests (the reference server in live mode, Storybook's own) go out as they are.
 */
export function installStoryNetwork(brands: StoryBrands) {
  if (installed) return
  installed = true
  const realFetch = globalThis.fetch.bind(globalThis)
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const api = API_PATH.exec(url.pathname)
    if (!url.hostname.endsWith(STORY_HOST) || !api) return realFetch(input, init)
    const text = request.method === 'POST' ? await request.text() : ''
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = undefined
    }
    current.calls.push(`${request.method} ${api[1]}`)
    return answerFromRecording(current.recording, request.method, api[1]!, url.searchParams, body)
  }
  // <img src> of the image service, drawn in the page. React sets `src` both ways: through
  // setAttribute, and (React 19, on an <img>'s first commit) through the `src` property again,
  // which without this second hook loaded the story host's URL: a broken first load (coffee's
  // full-screen logo; LazyImage's retry hid it elsewhere).
  const setAttribute = Element.prototype.setAttribute
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (this instanceof HTMLImageElement && name.toLowerCase() === 'src') {
      return setAttribute.call(this, name, storyImage(String(value), brands) ?? value)
    }
    return setAttribute.call(this, name, value)
  }
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    ...src,
    set(this: HTMLImageElement, value: string) {
      src.set!.call(this, storyImage(String(value), brands) ?? value)
    },
  })
}
