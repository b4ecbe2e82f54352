/**
 * Users for server tests: a fresh user of a brand (optionally with points on the ledger) signed in
 * on a device of its own, and the seeded demo user. Each test file makes its own users from a
 * phone range of its own (the databases are separate; distinct ranges keep failures readable).
 */
import type { Db } from '../../server/db/db.ts'
import { accrue, lockUser } from '../../server/loyalty/ledger.ts'
import { DEMO_USERNAME } from '../../server/seed/loyalty.ts'
import { issueToken } from '../../server/session.ts'
import { registerDevice, type TestApp } from './helpers.ts'

export interface TestUsers {
  /** A token for the user on a newly registered device (the auth routes are tested elsewhere). */
  signIn(client: string, idUser: number): Promise<string>
  /** A new user of the brand with `points` accrued, signed in. */
  freshUser(client: string, points?: number): Promise<{ idUser: number; token: string }>
  /** The seeded demo customer's id in the brand. */
  demoUserId(client: string): Promise<number>
}

export function testUsers(get: () => { app: TestApp; db: Db }, firstPhone: number): TestUsers {
  let phone = firstPhone
  const signIn = async (client: string, idUser: number) => {
    const { app, db } = get()
    const dev = await registerDevice(app, client)
    return issueToken(db, client, dev.idDevice, idUser)
  }
  return {
    signIn,
    async freshUser(client, points = 0) {
      const { db } = get()
      const [row] = await db.query<{ id_user: number }>(
        'INSERT INTO users (client, username) VALUES ($1, $2) RETURNING id_user',
        [client, String(phone++)],
      )
      const idUser = row!.id_user
      if (points > 0) {
        await db.transaction(async (tx) => {
          await lockUser(tx, client, idUser)
          await accrue(tx, client, idUser, { amount: points })
        })
      }
      return { idUser, token: await signIn(client, idUser) }
    },
    async demoUserId(client) {
      const [row] = await get().db.query<{ id_user: number }>(
        'SELECT id_user FROM users WHERE client = $1 AND username = $2',
        [client, DEMO_USERNAME],
      )
      return row!.id_user
    },
  }
}
