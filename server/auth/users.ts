/**
 * Users of a brand as the auth routes and app data need them. spec (accounts-loyalty §3 User):
 * idUser, username (phone), fName, lName, display_name, bday, email, sendReceiptToEmail; the
 * loyalty fields (bonus, group, code…) are added by server/loyalty.
 */
import type { Queryable } from '../db/db.ts'
import { revokeUserTokens } from '../session.ts'
import { hashPassword } from './password.ts'

export interface UserRow {
  id_user: number
  client: string
  username: string
  display_name: string | null
  f_name: string | null
  l_name: string | null
  /** 'yyyy-MM-dd' */
  bday: string | null
  email: string | null
  send_receipt_to_email: boolean
  bonus: number
  data: Record<string, unknown>
  password_hash: string | null
  verified: boolean
  failed_logins: number
  locked_until: Date | null
}

const COLUMNS = `id_user, client, username, display_name, f_name, l_name,
  to_char(bday, 'YYYY-MM-DD') AS bday, email, send_receipt_to_email, bonus, data, password_hash,
  verified, failed_logins, locked_until`

/** A live (not deleted) user by phone. `lock` takes a row lock (inside a transaction). */
export async function findUserByUsername(
  db: Queryable,
  client: string,
  username: string,
  lock = false,
): Promise<UserRow | null> {
  const [row] = await db.query<UserRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM users WHERE client = $1 AND username = $2 AND deleted_at IS NULL
     ${lock ? 'FOR UPDATE' : ''}`,
    [client, username],
  )
  return row ?? null
}

export async function findUserById(
  db: Queryable,
  client: string,
  idUser: number,
): Promise<UserRow | null> {
  const [row] = await db.query<UserRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM users WHERE client = $1 AND id_user = $2 AND deleted_at IS NULL`,
    [client, idUser],
  )
  return row ?? null
}

/** First and last name from display_name (spec: registration sends them joined). */
export function splitName(displayName: string): { fName: string; lName: string } {
  const [first = '', ...rest] = displayName.trim().split(/\s+/)
  return { fName: first, lName: rest.join(' ') }
}

/** The user as app data and the auth answers carry it. */
export function userView(row: UserRow) {
  const fName = row.f_name ?? (row.data.fName as string | undefined) ?? ''
  const lName = row.l_name ?? (row.data.lName as string | undefined) ?? ''
  return {
    ...row.data,
    idUser: row.id_user,
    username: row.username,
    fName,
    lName,
    display_name: row.display_name ?? [fName, lName].filter(Boolean).join(' '),
    bday: row.bday ?? '',
    email: row.email ?? '',
    sendReceiptToEmail: row.send_receipt_to_email,
    bonus: row.bonus,
  }
}

/** The signed-in user's fields for app data (null when the user is gone). */
export async function appDataUser(db: Queryable, client: string, idUser: number) {
  const [row, lastVisitedBranchId] = await Promise.all([
    findUserById(db, client, idUser),
    lastVisitedBranch(db, client, idUser),
  ])
  return row ? { ...userView(row), lastVisitedBranchId } : null
}

/**
 * spec (shell-data §3 Feedback branch data: the user has lastVisitedBranchId; the feedback form
 * preselects it): the branch of the user's latest visit — a purchase in the points history
 * (matched by the branch's name) or an order (its pickup point or delivering branch), whichever
 * is newer; cancelled ones and branches no longer active do not count. null when there is none.
 */
export async function lastVisitedBranch(
  db: Queryable,
  client: string,
  idUser: number,
): Promise<number | null> {
  const [row] = await db.query<{ id_branch: number }>(
    `SELECT id_branch FROM (
       SELECT b.id_branch, o.created_at AS at
         FROM orders o JOIN branches b
           ON b.client = o.client AND b.id_branch = o.id_branch AND b.active
        WHERE o.client = $1 AND o.id_user = $2 AND o.status <> 'cancel'
       UNION ALL
       SELECT b.id_branch, op.date AS at
         FROM loyalty_operations op JOIN branches b
           ON b.client = op.client AND b.name = op.branch_name AND b.active
        WHERE op.client = $1 AND op.id_user = $2 AND NOT op.is_cancelled
     ) visits ORDER BY at DESC, id_branch LIMIT 1`,
    [client, idUser],
  )
  return row?.id_branch ?? null
}

export interface ProfileFields {
  displayName?: string
  /** 'yyyy-MM-dd', or '' to clear */
  bday?: string
  email?: string
  password?: string
  sendReceiptToEmail?: boolean
}

/** Column assignments for the given profile fields (undefined ones are left as they are). */
export async function profileAssignments(fields: ProfileFields) {
  const set: Record<string, unknown> = {}
  if (fields.displayName !== undefined) {
    const { fName, lName } = splitName(fields.displayName)
    set.display_name = fields.displayName.trim().replace(/\s+/g, ' ')
    set.f_name = fName
    set.l_name = lName
  }
  if (fields.bday !== undefined) set.bday = fields.bday || null
  if (fields.email !== undefined) set.email = fields.email.trim() || null
  if (fields.password) set.password_hash = await hashPassword(fields.password)
  if (fields.sendReceiptToEmail !== undefined) set.send_receipt_to_email = fields.sendReceiptToEmail
  return set
}

export async function updateUser(db: Queryable, idUser: number, set: Record<string, unknown>) {
  const keys = Object.keys(set)
  if (!keys.length) return
  await db.query(
    `UPDATE users SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id_user = $1`,
    [idUser, ...keys.map((k) => set[k])],
  )
}

/**
 * Deletes an account: personal data wiped, the phone freed for a new registration, every token
 * revoked, pending codes dropped. The row stays (anonymous) so the brand's accounting of points
 * and orders keeps its references.
 */
export async function deleteAccount(
  db: Queryable,
  user: Pick<UserRow, 'id_user' | 'client' | 'username'>,
  now: Date,
) {
  await db.query(
    `UPDATE users SET username = 'deleted-' || id_user, display_name = NULL, f_name = NULL,
            l_name = NULL, bday = NULL, email = NULL, send_receipt_to_email = false,
            password_hash = NULL, data = '{}'::jsonb, deleted_at = $2
      WHERE id_user = $1`,
    [user.id_user, now],
  )
  await db.query('DELETE FROM auth_codes WHERE client = $1 AND username = $2', [
    user.client,
    user.username,
  ])
  await revokeUserTokens(db, user.client, user.id_user)
}

/** Whole years between a 'yyyy-MM-dd' birthday and now. */
export function ageOn(bday: string, now: Date): number {
  const [y, m, d] = bday.split('-').map(Number) as [number, number, number]
  let age = now.getFullYear() - y
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age--
  return age
}
