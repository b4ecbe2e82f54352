/**
 * Precompressed neighbours of the built text files (issue 16): `x.js.br` (brotli, quality 11) and
 * `x.js.gz` (gzip, level 9) beside each script, style, page and manifest of the build, so the
 * server (server/routes/static.ts) sends them as they are. Without them a fresh server
 * compressed every file at its first request: on a 2-core machine the first phone to open the
 * app waited seconds for ~270 files' brotli before its home could paint. A neighbour is written
 * only when it is smaller than the file.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { COMPRESS_MIN_BYTES, compressOnce } from '../server/respond.ts'
import { COMPRESSIBLE } from '../server/routes/static.ts'

/** What the server compresses (server/routes/static.ts), source maps aside (rarely asked for). */
export const PRECOMPRESSED: ReadonlySet<string> = new Set(
  [...COMPRESSIBLE].filter((ext) => ext !== '.map'),
)

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && PRECOMPRESSED.has(extname(e.name)))
    .map((e) => join(e.parentPath, e.name))
}

/** Writes `file.br` and `file.gz` when each is smaller than the file; the number written. */
export async function precompressFile(file: string): Promise<number> {
  const bytes = await readFile(file)
  if (bytes.length < COMPRESS_MIN_BYTES) return 0
  // the server's own compression (the same settings as a file compressed at its first request)
  const [br, gz] = await Promise.all([compressOnce(bytes, 'br'), compressOnce(bytes, 'gzip')])
  let written = 0
  for (const [suffix, out] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (out.length >= bytes.length) continue
    await writeFile(file + suffix, out)
    written++
  }
  return written
}

/** Every compressible file of `dir`, a few at a time (zlib's thread pool does the work). */
export async function precompressDir(dir: string): Promise<number> {
  const files = await filesUnder(dir)
  let written = 0
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      // read `written` after the await: the workers add to it in turn
      const count = await precompressFile(files[next++]!)
      written += count
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return written
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'app:precompress',
    apply: 'build',
    // after the other plugins' own closing work (the service worker is written then)
    enforce: 'post',
    configResolved(config) {
      // the app's build only: not a server-side or library build
      outDir = config.build.ssr || config.build.lib ? '' : resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (!outDir) return
      await precompressDir(outDir)
    },
  }
}
