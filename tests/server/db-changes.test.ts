// @vitest-environment node
/**
 * Issue 16: PGlite's change count (`Db.changes`), which lets a process keep the brand-and-session
 * row between calls, moves on every statement that may write — in a transaction too — and on
 * nothing else. The driver is a stand-in: what is counted is the wrapper's, not the database's.
 */
import { describe, expect, it } from 'vitest'
import { pgliteDb, readsOnly } from '../../server/db/db.ts'

function fakePglite() {
  const q = {
    query: async <T>() => ({ rows: [] as T[] }),
    exec: async () => undefined,
  }
  return {
    ...q,
    transaction: async <T>(fn: (tx: typeof q) => Promise<T>) => fn(q),
    close: async () => undefined,
  }
}

describe('the PGlite change count', () => {
  it('stays on plain reads and moves on writes, DDL and transactions', async () => {
    const db = pgliteDb(fakePglite())
    const start = db.changes!()
    await db.query('SELECT 1')
    await db.query('  select version FROM brands WHERE client = $1', ['coffee'])
    expect(db.changes!()).toBe(start)
    await db.query('UPDATE tokens SET last_used_at = now() WHERE token_hash = $1', ['x'])
    expect(db.changes!()).toBeGreaterThan(start)
    const afterUpdate = db.changes!()
    await db.exec('CREATE TABLE t (id int)')
    expect(db.changes!()).toBeGreaterThan(afterUpdate)
    const beforeTx = db.changes!()
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1')
    })
    expect(db.changes!()).toBeGreaterThan(beforeTx)
  })

  it('reads a CTE, DML and sequence calls as changes', () => {
    expect(readsOnly('SELECT id FROM users')).toBe(true)
    expect(readsOnly('WITH x AS (UPDATE users SET a = 1 RETURNING id) SELECT id FROM x')).toBe(
      false,
    )
    expect(readsOnly("SELECT nextval('orders_seq')")).toBe(false)
    expect(readsOnly('INSERT INTO users (a) VALUES (1)')).toBe(false)
    expect(readsOnly('DELETE FROM tokens')).toBe(false)
  })
})
