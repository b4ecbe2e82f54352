/**
 * The demo pictures (server/seed/images/, ADR 013) in the browser, for the image route's drawing
 * in stories (./network.ts, server/images/draw.ts): Vite serves (and the static build copies) the
 * vendored WebP files; `loadPictures()` reads each once into the same `data:image/webp;base64,…`
 * URL the server embeds, so a story's picture is byte for byte the app's. Offline: no server.
 */
import manifest from '../server/seed/images/pictures.json'

const files = import.meta.glob<string>('../server/seed/images/*.webp', {
  query: '?url',
  import: 'default',
  eager: true,
})
const urls = new Map(
  Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -5), url]),
)

/** The picture names the route knows (as server/images/picture-files.ts). */
const names: ReadonlySet<string> = new Set(Object.keys(manifest.pictures))
export const isPicture = (name: string) => names.has(name)

const data = new Map<string, string>()

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((done, fail) => {
    const reader = new FileReader()
    reader.onload = () => done(String(reader.result))
    reader.onerror = () => fail(reader.error ?? new Error('unreadable picture'))
    reader.readAsDataURL(blob)
  })
}

async function load(name: string, url: string) {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`demo picture ${name}: HTTP ${res.status}`)
  data.set(name, await dataUrl(new Blob([await res.arrayBuffer()], { type: 'image/webp' })))
}

let loading: Promise<void> | null = null

/** Reads every picture once (~110 files, ~490 KB); stories render after it (preview's loader). */
export function loadPictures(): Promise<void> {
  loading ??= Promise.all([...urls].map(([name, url]) => load(name, url))).then(
    () => undefined,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** A picture's data: URL (empty until `loadPictures()` read it: the SVG then shows no picture). */
export function pictureHref(name: string): string {
  return data.get(name) ?? ''
}
