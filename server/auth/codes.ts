/**
 * One-time codes (SMS, call, password reset) and sign-in lockouts.
 *
 * - A code is random (crypto.randomInt), only its hash is stored, and it is bound to the request
 *   that asked for it: brand, phone and device. A new request supersedes the older codes.
 * - It expires after 10 minutes and works once.
 * - A new one may be requested no sooner than the brand's smsTimeout (default 45 s) after the
 *   last one for the same phone and device (spec §9 "Resend delay for password, PIN, code").
 * - Wrong codes, passwords and PINs count per user; the 5th in a row locks sign-in (and new
 *   codes) for 15 minutes and burns the live codes. A success resets the count.
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
export const MAX_FAILED_SIGN_INS = 5
export const LOCKOUT_MS = 15 * 60_000
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
  now: Date
}

/** Seconds left before a new code may be requested, 0 when it may. */
export async function resendWait(
  db: Queryable,
  o: Pick<IssueCodeOptions, 'client' | 'username' | 'idDevice' | 'resendDelay' | 'now'>,
): Promise<number> {
  const [last] = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM auth_codes WHERE client = $1 AND username = $2 AND id_device = $3
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [o.client, o.username, o.idDevice],
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

export async function markCodeUsed(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE auth_codes SET used_at = $2 WHERE id = $1', [id, now])
}

/** Minutes left of a lockout (rounded up), 0 when sign-in is open. */
export function lockMinutes(lockedUntil: Date | string | null, now: Date): number {
  if (!lockedUntil) return 0
  const left = new Date(lockedUntil).getTime() - now.getTime()
  return left > 0 ? Math.ceil(left / 60_000) : 0
}

/**
 * Counts a wrong code, password or PIN. The 5th in a row locks sign-in for 15 minutes and
 * burns the user's live codes. Returns true when this try locked the user.
 */
export async function countFailure(
  tx: Queryable,
  user: { id_user: number; client: string; username: string },
  now: Date,
): Promise<boolean> {
  const [row] = await tx.query<{ failed_logins: number }>(
    'UPDATE users SET failed_logins = failed_logins + 1 WHERE id_user = $1 RETURNING failed_logins',
    [user.id_user],
  )
  if ((row?.failed_logins ?? 0) < MAX_FAILED_SIGN_INS) return false
  await tx.query('UPDATE users SET failed_logins = 0, locked_until = $2 WHERE id_user = $1', [
    user.id_user,
    new Date(now.getTime() + LOCKOUT_MS),
  ])
  await tx.query(
    `UPDATE auth_codes SET expires_at = $3
      WHERE client = $1 AND username = $2 AND used_at IS NULL AND expires_at > $3`,
    [user.client, user.username, now],
  )
  return true
}
