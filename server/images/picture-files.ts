/**
 * The vendored demo pictures on the server (server/seed/images/, see its README): their names
 * (pictures.json) and each file as the data: URL the composed SVG embeds (./pictures.ts).
 */
import { readFileSync } from 'node:fs'

const DIR = new URL('../seed/images/', import.meta.url)

interface PictureManifest {
  package: string
  version: string
  pictures: Record<string, string>
}

const manifest = JSON.parse(readFileSync(new URL('pictures.json', DIR), 'utf8')) as PictureManifest

/** The picture names the route knows. */
export const PICTURE_NAMES: ReadonlySet<string> = new Set(Object.keys(manifest.pictures))

const data = new Map<string, string>()

/** A picture as a data: URL (read once, then kept: ~4 KB each, ~120 of them). */
export function pictureDataUrl(name: string): string {
  let url = data.get(name)
  if (!url) {
    const bytes = readFileSync(new URL(`${name}.webp`, DIR))
    url = `data:image/webp;base64,${bytes.toString('base64')}`
    data.set(name, url)
  }
  return url
}
