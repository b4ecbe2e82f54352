/**
 * Password (and app PIN) hashing with scrypt from node:crypto: a random 16-byte salt per hash,
 * stored as `scrypt$N$r$p$salt$hash` (base64url), compared in constant time. The parameters
 * travel with the hash, so they can be raised later without breaking stored ones.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32

function derive(secret: string, salt: Buffer, opts: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(secret.normalize('NFKC'), salt, length, opts, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(secret: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(secret, salt, { N, r: R, p: P }, KEY_LENGTH)
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(secret: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, salt, hash] = parts
  const expected = Buffer.from(hash!, 'base64url')
  const key = await derive(
    secret,
    Buffer.from(salt!, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  )
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/**
 * A hash of a random secret nobody knows, with the parameters of real ones: verified against
 * when the phone has no user (or no password), so that answer costs the same time.
 */
const DUMMY_HASH =
  'scrypt$16384$8$1$tiu2o4shd6p4HJ04L_sbUA$gEpVz_OUAQBBHeiHnf33AnBrzdVBwjJW1xbrUWzft5A'

export function dummyPasswordHash(): string {
  return DUMMY_HASH
}
