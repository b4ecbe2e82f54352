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
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** What the server compresses (server/routes/static.ts COMPRESSIBLE), source maps aside. */
export const PRECOMPRESSED = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
])
/** Below this the server sends a file as it is (server/respond.ts COMPRESS_MIN_BYTES). */
const MIN_BYTES = 1024

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && PRECOMPRESSED.has(extname(e.name)))
    .map((e) => join(e.parentPath, e.name))
}

/** Writes `file.br` and `file.gz` when each is smaller than the file; the number written. */
export async function precompressFile(file: string): Promise<number> {
  const bytes = await readFile(file)
  if (bytes.length < MIN_BYTES) return 0
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ])
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
