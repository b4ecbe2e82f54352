/**
 * Demo users: +7 (999) 000-00-01 (username 79990000001) on every demo brand, with the password
 * demo1234, a name, a birthday (old enough for any age limit) and an e-mail. Re-applied on every
 * start, so the documented password always works (a deleted demo user comes back). Other
 * seeders (loyalty operations…) find the user by that username, so this one runs before them.
 *
 * In demo mode +7 (999) 000-00-01 … -09 also get fixed one-time codes (server/auth/phone.ts).
 */
import { hashPassword } from '../auth/password.ts'
import type { Queryable } from '../db/db.ts'
import type { DemoBrand } from './types.ts'

export const DEMO_USERNAME = '79990000001'
export const DEMO_PASSWORD = 'demo1234'

export async function seedUsers(tx: Queryable, brands: DemoBrand[]) {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const b of brands) {
    await tx.query(
      `INSERT INTO users (client, username, display_name, f_name, l_name, bday, email,
                          password_hash, verified)
       VALUES ($1, $2, 'Демо Покупатель', 'Демо', 'Покупатель', '1990-05-15',
               'demo@example.org', $3, true)
       ON CONFLICT (client, username) DO UPDATE SET
         password_hash = EXCLUDED.password_hash, verified = true, failed_logins = 0,
         locked_until = NULL,
         display_name = COALESCE(users.display_name, EXCLUDED.display_name),
         f_name = COALESCE(users.f_name, EXCLUDED.f_name),
         l_name = COALESCE(users.l_name, EXCLUDED.l_name),
         bday = COALESCE(users.bday, EXCLUDED.bday),
         email = COALESCE(users.email, EXCLUDED.email)`,
      [b.client, DEMO_USERNAME, passwordHash],
    )
  }
}
