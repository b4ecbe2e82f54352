/**
 * Bearer tokens. A token is 32 random bytes (base64url, 256 bits); only its SHA-256 is stored,
 * so a database leak does not leak sessions. A token belongs to one device of one brand and,
 * after sign-in, to one user; revoking sets `revoked_at` and the token stops working at once.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from './db/db.ts'

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface Session {
  token: string
  idDevice: number
  idUser: number | null
  /**
   * users.data_version of the signed-in user (migration 012), when the session was read with it
   * (server/cache.ts): what the kept user's part of app data must match.
   */
  userVersion?: number
}

/** The token from `Authorization: Bearer <token>`, if any. */
export function bearerToken(header: string | null | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return m?.[1] ?? null
}

/** The live session of a token for this brand, or null (unknown, revoked or another brand's). */
export async function findSession(
  db: Queryable,
  client: string,
  token: string | null | undefined,
): Promise<Session | null> {
  if (!token || token.length > 256) return null
  const [row] = await db.query<{ id_device: number; id_user: number | null }>(
    `UPDATE tokens SET last_used_at = now()
      WHERE token_hash = $1 AND client = $2 AND revoked_at IS NULL
      RETURNING id_device, id_user`,
    [hashToken(token), client],
  )
  return row ? { token, idDevice: row.id_device, idUser: row.id_user } : null
}

/** Issues a new token for a device (and user, when signed in). */
export async function issueToken(
  db: Queryable,
  client: string,
  idDevice: number,
  idUser: number | null = null,
): Promise<string> {
  const token = newToken()
  await db.query(
    'INSERT INTO tokens (token_hash, client, id_device, id_user) VALUES ($1, $2, $3, $4)',
    [hashToken(token), client, idDevice, idUser],
  )
  return token
}

/** Binds a live token to a user (sign-in) or unbinds it (null). */
export async function bindTokenUser(db: Queryable, token: string, idUser: number | null) {
  await db.query('UPDATE tokens SET id_user = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    hashToken(token),
    idUser,
  ])
}

/** Revokes one token (logout). */
export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query(
    'UPDATE tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [hashToken(token)],
  )
}

/** Revokes every token of a user in a brand (password change, account deletion). */
export async function revokeUserTokens(db: Queryable, client: string, idUser: number) {
  await db.query(
    'UPDATE tokens SET revoked_at = now() WHERE client = $1 AND id_user = $2 AND revoked_at IS NULL',
    [client, idUser],
  )
}
