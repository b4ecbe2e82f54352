// @vitest-environment node
/**
 * Password hashing (server/auth/password.ts). The server tests hash with a small N
 * (PASSWORD_SCRYPT_N in vitest.unit.config.ts, so a sign-in is cheap); these cases keep
 * production's parameters covered: a hash made with them, and one stored with them, verify.
 */
import { describe, expect, it } from 'vitest'
import {
  dummyPasswordHash,
  hashPassword,
  PRODUCTION_SCRYPT,
  scryptParams,
  scryptParamsFromEnv,
  verifyPassword,
} from '../../server/auth/password.ts'

/** 'stored-pass-1' hashed with production's parameters (N 16384, r 8, p 1), as a database keeps it. */
const STORED = 'scrypt$16384$8$1$cUFJp5THhPIDyj0Dg12uIA$uYfu1bPEd36fH4aMV7odji5vN7s9J4AgMRXmlplvj18'

describe('password hashing', () => {
  it('hashes and verifies with production parameters', async () => {
    const hash = await hashPassword('секрет-1234', PRODUCTION_SCRYPT)
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await verifyPassword('секрет-1234', hash)).toBe(true)
    expect(await verifyPassword('секрет-1235', hash)).toBe(false)
  })

  it('verifies a stored production-format hash with its own parameters', async () => {
    expect(await verifyPassword('stored-pass-1', STORED)).toBe(true)
    expect(await verifyPassword('stored-pass-2', STORED)).toBe(false)
  })

  it('hashes with the process parameters and verifies those too', async () => {
    const { N, r, p } = scryptParams()
    const hash = await hashPassword('pin-4321')
    expect(hash.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true)
    expect(await verifyPassword('pin-4321', hash)).toBe(true)
    expect(await verifyPassword('pin-4322', hash)).toBe(false)
  })

  it('checks an unknown phone against a dummy hash of the process parameters', async () => {
    const { N, r, p } = scryptParams()
    expect(dummyPasswordHash().startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true)
    expect(await verifyPassword('', dummyPasswordHash())).toBe(false)
  })

  it('refuses malformed stored hashes', async () => {
    expect(await verifyPassword('x', null)).toBe(false)
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$16384$8$1$abc')).toBe(false)
  })

  it('reads PASSWORD_SCRYPT_N: production by default, a power of two otherwise', () => {
    expect(scryptParamsFromEnv(undefined)).toEqual({ N: 16384, r: 8, p: 1 })
    expect(scryptParamsFromEnv('')).toEqual({ N: 16384, r: 8, p: 1 })
    expect(scryptParamsFromEnv('1024')).toEqual({ N: 1024, r: 8, p: 1 })
    expect(() => scryptParamsFromEnv('1000')).toThrow(/power of two/)
    expect(() => scryptParamsFromEnv('abc')).toThrow(/power of two/)
    expect(() => scryptParamsFromEnv('1')).toThrow(/power of two/)
  })
})
