/**
 * Password (and app PIN) hashing with scrypt from node:crypto: a random 16-byte salt per hash,
 * stored as `scrypt$N$r$p$salt$hash` (base64url), compared in constant time. The parameters
 * travel with the hash, so they can be raised later without breaking stored ones.
 *
 * The cost of NEW hashes comes from one place, read once: `PASSWORD_SCRYPT_N` (a power of two,
 * default 16384, production's). The server tests set a small N (vitest.unit.config.ts) so a
 * sign-in does not cost ~50 ms of CPU per call; a hash stored with any N still verifies with its
 * own N (tests/server/password.test.ts checks production's parameters).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export interface ScryptParams {
  N: number
  r: number
  p: number
}

/** Production's parameters: what a hash gets when PASSWORD_SCRYPT_N is not set. */
export const PRODUCTION_SCRYPT: Readonly<ScryptParams> = Object.freeze({ N: 16384, r: 8, p: 1 })
const KEY_LENGTH = 32

/** The parameters of new hashes (PASSWORD_SCRYPT_N, else production's). */
export function scryptParamsFromEnv(value: string | undefined): ScryptParams {
  if (value === undefined || value === '') return { ...PRODUCTION_SCRYPT }
  const n = Number(value)
  if (!Number.isInteger(n) || n < 2 || (n & (n - 1)) !== 0) {
    throw new Error(`PASSWORD_SCRYPT_N must be a power of two above 1, not ${value}`)
  }
  return { ...PRODUCTION_SCRYPT, N: n }
}

const params: Readonly<ScryptParams> = Object.freeze(
  scryptParamsFromEnv(process.env.PASSWORD_SCRYPT_N),
)

/** The parameters new hashes (and the unknown-phone dummy check) use in this process. */
export function scryptParams(): Readonly<ScryptParams> {
  return params
}

function derive(secret: string, salt: Buffer, opts: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(secret.normalize('NFKC'), salt, length, opts, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** Hashes with the process's parameters, or `cost` (a test of production's parameters). */
export async function hashPassword(secret: string, cost: ScryptParams = params): Promise<string> {
  const { N, r, p } = cost
  const salt = randomBytes(16)
  const key = await derive(secret, salt, { N, r, p }, KEY_LENGTH)
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
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
 * A hash of a random secret nobody knows, with the parameters of real ones (the process's, so
 * it costs what a stored hash made by this process costs): verified against when the phone has
 * no user (or no password), so that answer costs the same time. The salt and key are random
 * bytes: no secret derives that key under any N.
 */
const DUMMY_HASH = [
  'scrypt',
  params.N,
  params.r,
  params.p,
  'tiu2o4shd6p4HJ04L_sbUA',
  'gEpVz_OUAQBBHeiHnf33AnBrzdVBwjJW1xbrUWzft5A',
].join('$')

export function dummyPasswordHash(): string {
  return DUMMY_HASH
}
