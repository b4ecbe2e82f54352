/**
 * One-time codes (SMS, call, password reset) and sign-in lockouts.
 *
 * - A code is random (crypto.randomInt), only its hash is stored, and it is bound to the request
 *   that asked for it: brand, phone and device. A new request supersedes the older codes.
 * - It expires after 10 minutes and works once.
 * - A new one may be requested no sooner than the brand's smsTimeout (default 45 s) after the
 *   last one for the same phone, whatever device asked (spec §9 "Resend delay for password, PIN,
 *   code"); demo mode's test numbers keep it per device. The hourly cap per phone and the
 *   slowing of wrong guesses are in limits.ts; a code dies after a few wrong tries.
 *
 * Times come from the caller (`now`), so tests can move the clock.
 */
import { createHash, randomInt } from 'node:crypto'
import type { Queryable } from '../db/db.ts'
import { ApiFailure } from '../http.ts'
import { isTestPhone } from './phone.ts'

export const CODE_TTL_MS = 10 * 60_000
/** spec: for a call-based code the user enters the last 4 digits of the calling number. */
export const CALL_CODE_LENGTH = 4
/** Requests within this window count as attempts of one sign-in (for the channel choice). */
const ATTEMPT_WINDOW_MS = 60 * 60_000

export type Channel = 'sms' | 'call'
export type Purpose = 'signin' | 'reset'

/**
 * How the n-th request (1-based, within an hour) is delivered. A call brand calls first and
 * falls back to SMS; an SMS brand sends two SMS, then calls. `nextAttemptSMS` in the answer
 * tells the app how the next request would come.
 */
export function channelFor(type: 'base' | 'sms' | 'call', attempt: number): Channel {
  if (type === 'call') return attempt <= 1 ? 'call' : 'sms'
  return attempt <= 2 ? 'sms' : 'call'
}

export function codeHash(client: string, username: string, code: string): string {
  return createHash('sha256').update(`${client}:${username}:${code}`).digest('hex')
}

function randomDigits(length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += String(randomInt(10))
  return out
}

export interface IssueCodeOptions {
  client: string
  username: string
  idDevice: number
  purpose: Purpose
  channel: Channel
  /** Digits of an SMS code (the brand's pincodeLength); a call code has 4. */
  smsLength: number
  /** Seconds before the next request may come. */
  resendDelay: number
  /** Demo mode: test numbers get the fixed codes. */
  demo: boolean
  /** The resend wait counts this device's codes only (demo test numbers); else the phone's. */
  waitPerDevice?: boolean
  now: Date
}

/** Seconds left before a new code may be requested, 0 when it may. */
export async function resendWait(
  db: Queryable,
  o: Pick<
    IssueCodeOptions,
    'client' | 'username' | 'idDevice' | 'resendDelay' | 'now' | 'waitPerDevice'
  >,
): Promise<number> {
  const [last] = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM auth_codes WHERE client = $1 AND username = $2
        AND ($3::integer IS NULL OR id_device = $3)
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [o.client, o.username, o.waitPerDevice ? o.idDevice : null],
  )
  if (!last) return 0
  const left = new Date(last.created_at).getTime() + o.resendDelay * 1000 - o.now.getTime()
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** How many codes this phone and device asked for in the last hour, plus one. */
export async function nextAttempt(
  db: Queryable,
  o: Pick<IssueCodeOptions, 'client' | 'username' | 'idDevice' | 'now'>,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM auth_codes
      WHERE client = $1 AND username = $2 AND id_device = $3 AND created_at > $4`,
    [o.client, o.username, o.idDevice, new Date(o.now.getTime() - ATTEMPT_WINDOW_MS)],
  )
  return (row?.n ?? 0) + 1
}

/**
 * Seconds until this phone may get another code under an hourly cap of `cap` codes (every
 * device and purpose counted), 0 when it may.
 */
export async function phoneCapWait(
  db: Queryable,
  o: { client: string; username: string; now: Date; cap: number },
): Promise<number> {
  const since = new Date(o.now.getTime() - ATTEMPT_WINDOW_MS)
  const rows = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM auth_codes WHERE client = $1 AND username = $2 AND created_at > $3
      ORDER BY created_at DESC LIMIT $4`,
    [o.client, o.username, since, o.cap],
  )
  if (rows.length < o.cap) return 0
  const oldest = new Date(rows[rows.length - 1]!.created_at).getTime()
  return Math.max(1, Math.ceil((oldest + ATTEMPT_WINDOW_MS - o.now.getTime()) / 1000))
}

/** Issues a code (throws 429 with the seconds to wait while the resend delay runs). */
export async function issueCode(tx: Queryable, o: IssueCodeOptions): Promise<string> {
  const wait = await resendWait(tx, o)
  if (wait > 0) {
    throw new ApiFailure(
      429,
      'resend_delay',
      'resendDelay',
      { seconds: wait },
      { retryAfter: wait },
    )
  }
  const length = o.channel === 'call' ? CALL_CODE_LENGTH : o.smsLength
  const code = o.demo && isTestPhone(o.username) ? '1'.repeat(length) : randomDigits(length)
  await tx.query(
    `UPDATE auth_codes SET expires_at = $4
      WHERE client = $1 AND username = $2 AND id_device = $3 AND used_at IS NULL AND expires_at > $4`,
    [o.client, o.username, o.idDevice, o.now],
  )
  await tx.query(
    `INSERT INTO auth_codes (client, username, id_device, code_hash, channel, purpose, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      o.client,
      o.username,
      o.idDevice,
      codeHash(o.client, o.username, code),
      o.channel,
      o.purpose,
      o.now,
      new Date(o.now.getTime() + CODE_TTL_MS),
    ],
  )
  return code
}

export interface CodeState {
  id: number
  channel: Channel
  /** live: may be used now; expired: the newest code is too old (or burnt); used: spent. */
  state: 'live' | 'expired' | 'used'
  matches: (code: string) => boolean
}

/** The newest code of this request (phone and device), or null when there was none. */
export async function latestCode(
  db: Queryable,
  client: string,
  username: string,
  idDevice: number,
  now: Date,
): Promise<CodeState | null> {
  const [row] = await db.query<{
    id: number
    code_hash: string
    channel: Channel
    expires_at: Date
    used_at: Date | null
  }>(
    `SELECT id, code_hash, channel, expires_at, used_at FROM auth_codes
      WHERE client = $1 AND username = $2 AND id_device = $3
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [client, username, idDevice],
  )
  if (!row) return null
  const state = row.used_at
    ? 'used'
    : new Date(row.expires_at).getTime() <= now.getTime()
      ? 'expired'
      : 'live'
  return {
    id: row.id,
    channel: row.channel,
    state,
    matches: (code) => codeHash(client, username, code.trim()) === row.code_hash,
  }
}

/**
 * A wrong try against this device's live code; the `max`-th kills the code (it answers
 * code_expired after). Returns true when it did.
 */
export async function countCodeAttempt(
  db: Queryable,
  id: number,
  max: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db.query<{ attempts: number }>(
    `UPDATE auth_codes SET attempts = attempts + 1,
            expires_at = CASE WHEN attempts + 1 >= $2 THEN $3 ELSE expires_at END
      WHERE id = $1 RETURNING attempts`,
    [id, max, now],
  )
  return (row?.attempts ?? 0) >= max
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'UPDATE auth_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id, now],
  )
  return rows.length > 0
}
