/**
 * Answering JSON fast (issue 16): an entity tag per body and `304 Not Modified` when the caller
 * already holds it (`If-None-Match`), and compression negotiated from `Accept-Encoding` (brotli,
 * else gzip) for bodies above `COMPRESS_MIN_BYTES`, with `Vary: Accept-Encoding`. A body the
 * server reuses between requests (a products page, a category list: server/cache.ts) is a
 * `PreparedBody`: its tag is computed once and each encoding is compressed once and kept beside it.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { Context } from 'hono'

/** Smaller bodies go as they are: a compressed frame saves little and costs a call. */
export const COMPRESS_MIN_BYTES = 1024

export type Encoding = 'br' | 'gzip'

/** A JSON text with its tag and, once asked for, its compressed forms. */
export interface PreparedBody {
  text: string
  bytes: Buffer<ArrayBuffer>
  etag: string
  encoded: Partial<Record<Encoding, Buffer<ArrayBuffer>>>
  /**
   * How hard its forms are compressed: 'once' (the highest settings) for an answer many callers
   * share, 'each' (quick settings) for one caller's own answer, kept but asked for a few times.
   */
  effort: 'once' | 'each'
  /** Told the size of each compressed form when it is made (a size-bounded keeper counts it). */
  grew?: (bytes: number) => void
}

/** A strong tag of the bytes: a short SHA-1 (base64url), quoted. */
export function etagOf(bytes: Buffer<ArrayBuffer> | string): string {
  return `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`
}

export function prepareBody(text: string, effort: 'once' | 'each' = 'once'): PreparedBody {
  const bytes = Buffer.from(text)
  return { text, bytes, etag: etagOf(bytes), encoded: {}, effort }
}

/**
 * The encoding to answer in: brotli when the caller accepts it, else gzip, else none. A coding
 * with `q=0` is refused; `*` stands for both.
 */
export function negotiateEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null
  const q = new Map<string, number>()
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    if (!name) continue
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = weight ? Number(weight.slice(2)) : 1
    q.set(name, Number.isFinite(value) ? value : 0)
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}

/**
 * Compresses `bytes`. `effort` 'once' is for what is kept and reused (highest brotli quality, gzip
 * 9); 'each' is for an answer made per request (quick settings: brotli 4 is smaller than gzip 6
 * and about as fast).
 */
export function compress(
  bytes: Buffer<ArrayBuffer>,
  encoding: Encoding,
  effort: 'once' | 'each',
): Buffer<ArrayBuffer> {
  if (encoding === 'gzip') return gzipSync(bytes, { level: effort === 'once' ? 9 : 6 })
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'once' ? 11 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  })
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * `compress(bytes, encoding, 'once')` off the event loop (zlib's thread pool): the built app's
 * files are compressed at the highest setting on their first request, which took the server's
 * only thread for seconds on a busy machine — every call waited, and a first screen stood on its
 * skeleton for 10 s in e2e.
 */
export async function compressOnce(
  bytes: Buffer<ArrayBuffer>,
  encoding: Encoding,
): Promise<Buffer<ArrayBuffer>> {
  const out =
    encoding === 'gzip'
      ? await gzipAsync(bytes, { level: 9 })
      : await brotliAsync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
  return out as Buffer<ArrayBuffer>
}

/** Whether `If-None-Match` names this tag (a list, weak tags and `*` included). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === bare)
}

/**
 * Answers JSON `body` (a text made for this request, or a kept `PreparedBody`): 304 when the
 * caller holds its tag, else the body compressed when the caller accepts it and it is large
 * enough. `Vary: Accept-Encoding` is always said, so a cache never hands one caller's encoding to
 * another.
 */
export function sendJson(c: Context, body: PreparedBody | string, status: 200 = 200) {
  const prepared = typeof body === 'string' ? null : body
  const bytes = prepared ? prepared.bytes : Buffer.from(body as string)
  const etag = prepared ? prepared.etag : etagOf(bytes)
  c.header('Vary', 'Accept-Encoding', { append: true })
  c.header('ETag', etag)
  if (matchesTag(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
  c.header('Content-Type', 'application/json')
  const encoding =
    bytes.length >= COMPRESS_MIN_BYTES ? negotiateEncoding(c.req.header('Accept-Encoding')) : null
  if (!encoding) return c.body(bytes, status)
  let out: Buffer<ArrayBuffer>
  if (prepared) {
    let kept = prepared.encoded[encoding]
    if (!kept) {
      kept = prepared.encoded[encoding] = compress(bytes, encoding, prepared.effort)
      prepared.grew?.(kept.length)
    }
    out = kept
  } else {
    out = compress(bytes, encoding, 'each')
  }
  c.header('Content-Encoding', encoding)
  return c.body(out, status)
}
