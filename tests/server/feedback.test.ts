// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { demoFeedback } from '../../server/seed/feedback.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'
import { testUsers } from './users.ts'

let app: TestApp
let db: Db

beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

const { signIn, freshUser, demoUserId } = testUsers(() => ({ app, db }), 79990002000)

interface Record {
  idFeedback: number
  idBranch: number
  date: string
  quality: number
  content: string
  answer: string
  authToken: string
}

const list = async (client: string, token?: string) =>
  (await call(app, 'get-feedback', { client, token })).json.feedback as Record[]

describe('POST feedback (shell-data §3, §7)', () => {
  it('stores a valid feedback and answers the saved record, which get-feedback lists first', async () => {
    const { token } = await freshUser('pizzeria-msk')
    const r = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      token,
      body: { idBranch: 2, quality: 8, content: '  Очень вкусно  ' },
    })
    expect(r.status).toBe(200)
    const saved = r.json.feedback as Record
    expect(saved).toMatchObject({ idBranch: 2, quality: 8, content: 'Очень вкусно', answer: '' })
    expect(saved.idFeedback).toBeGreaterThan(0)
    expect(saved.authToken).toMatch(/^[\w-]{32}$/)
    expect(Number.isNaN(Date.parse(saved.date))).toBe(false)
    const mine = await list('pizzeria-msk', token)
    expect(mine).toEqual([saved])
  })

  it('accepts a rating without a comment', async () => {
    const { token } = await freshUser('sushi')
    const r = await call(app, 'feedback', {
      client: 'sushi',
      token,
      body: { idBranch: 1, quality: 2 },
    })
    expect(r.status).toBe(200)
    expect((r.json.feedback as Record).content).toBe('')
  })

  it('refuses a quality that is not stars x 2 (2…10, even) or missing', async () => {
    const { token } = await freshUser('pizzeria-msk')
    for (const quality of [0, 1, 3, 12, -2, 4.5, '8', null]) {
      const r = await call(app, 'feedback', {
        client: 'pizzeria-msk',
        token,
        body: { idBranch: 1, quality },
      })
      expect(r.status, `quality ${String(quality)}`).toBe(400)
      expect(r.json.code).toBe('bad_request')
    }
    const missing = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      token,
      body: { idBranch: 1 },
    })
    expect(missing.status).toBe(400)
    expect(await list('pizzeria-msk', token)).toEqual([])
  })

  it('requires a branch when the brand has one, and an existing one', async () => {
    const { token } = await freshUser('pizzeria-msk')
    const none = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      token,
      body: { idBranch: 0, quality: 10 },
    })
    expect(none.status).toBe(400)
    expect(none.json.message).toBe('Выберите филиал')
    const unknown = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      token,
      body: { idBranch: 99, quality: 10 },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toBe('Филиал не найден')
  })

  it('keeps hostile strings as text and refuses what the database cannot store', async () => {
    const { token } = await freshUser('pizzeria-msk')
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)>'; DROP TABLE feedback; --`
    const r = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      token,
      body: { idBranch: 1, quality: 6, content: hostile },
    })
    expect(r.status).toBe(200)
    expect((await list('pizzeria-msk', token))[0]!.content).toBe(hostile)
    const nul = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      token,
      body: { idBranch: 1, quality: 6, content: 'a\u0000b' },
    })
    expect(nul.status).toBe(400)
    expect(nul.json.code).toBe('bad_text')
    const long = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      token,
      body: { idBranch: 1, quality: 6, content: 'x'.repeat(2001) },
    })
    expect(long.status).toBe(400)
    const bonus = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      token,
      body: { idBranch: 1, quality: 6, bonus: '1 OR 1=1' },
    })
    expect(bonus.status).toBe(400)
  })

  it('answers a guest 401 need_register and stores nothing; a guest’s list is empty', async () => {
    const dev = await registerDevice(app, 'pizzeria-msk')
    const [before] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback')
    const r = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      token: dev.token,
      body: { idBranch: 1, quality: 10 },
    })
    expect(r.status).toBe(401)
    expect(r.json.code).toBe('need_register')
    const anonymous = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      body: { idBranch: 1, quality: 10 },
    })
    expect(anonymous.status).toBe(401)
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback')
    expect(after!.n).toBe(before!.n)
    expect(await list('pizzeria-msk', dev.token)).toEqual([])
  })

  it('ties the feedback to the user’s bonus operation (bonus = entity id), once; the detail shows it', async () => {
    const { idUser, token } = await freshUser('pizzeria-msk')
    const [op] = await db.query<{ id: number }>(
      `INSERT INTO loyalty_operations (client, id_user, type, reason) VALUES ($1, $2, 'in', 'Покупка')
       RETURNING id`,
      ['pizzeria-msk', idUser],
    )
    const body = { idBranch: 3, quality: 4, content: 'Холодная пицца', bonus: String(op!.id) }
    const r = await call(app, 'feedback', { client: 'pizzeria-msk', token, body })
    expect(r.status).toBe(200)
    const detail = await call(app, `operation/${op!.id}`, { client: 'pizzeria-msk', token })
    expect((detail.json.operation as { feedback: unknown }).feedback).toEqual({
      quality: 4,
      content: 'Холодная пицца',
    })
    const again = await call(app, 'feedback', { client: 'pizzeria-msk', token, body })
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('feedback_exists')
    // Another user's operation is not found.
    const other = await freshUser('pizzeria-msk')
    const foreign = await call(app, 'feedback', {
      client: 'pizzeria-msk',
      token: other.token,
      body: { ...body, bonus: op!.id },
    })
    expect(foreign.status).toBe(404)
    expect(await list('pizzeria-msk', other.token)).toEqual([])
  })
})

describe('GET get-feedback: the demo answers', () => {
  it('lists the demo user’s seeded feedback with the operator’s answers, newest first', async () => {
    const token = await signIn('coffee', await demoUserId('coffee'))
    const items = await list('coffee', token)
    expect(items.map((i) => i.content)).toEqual(demoFeedback.map((f) => f.content))
    expect(items.map((i) => i.answer)).toEqual(demoFeedback.map((f) => f.answer ?? ''))
    const dates = items.map((i) => Date.parse(i.date))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })
})

describe('app data: the user’s lastVisitedBranchId (spec shell-data §3; the form preselects it)', () => {
  const userOf = async (client: string, token: string) =>
    (await call(app, 'app', { client, token, body: {} })).json.user as {
      lastVisitedBranchId?: unknown
    }

  async function visit(
    client: string,
    idUser: number,
    how: { branch: string; daysAgo: number; cancelled?: boolean },
  ) {
    await db.query(
      `INSERT INTO loyalty_operations (client, id_user, date, type, branch_name, is_cancelled)
       VALUES ($1, $2, now() - make_interval(days => $3), 'in', $4, $5)`,
      [client, idUser, how.daysAgo, how.branch, how.cancelled ?? false],
    )
  }

  async function order(
    client: string,
    idUser: number,
    how: { idBranch: number; daysAgo: number; status?: string },
  ) {
    await db.query(
      `INSERT INTO orders (client, id_user, idempotency_key, request_hash, order_num, created_at,
         status, receive_type, id_branch, subtotal, to_pay, products)
       VALUES ($1, $2, $3, 'h', 'T-1', now() - make_interval(days => $4), $5, 'pickup', $6, 0, 0,
         '[]'::jsonb)`,
      [client, idUser, `k-${Math.random()}`, how.daysAgo, how.status ?? 'new', how.idBranch],
    )
  }

  it('is null without visits, then the branch of the newest purchase or order', async () => {
    const { idUser, token } = await freshUser('pizzeria-msk')
    expect((await userOf('pizzeria-msk', token)).lastVisitedBranchId).toBeNull()

    await visit('pizzeria-msk', idUser, { branch: 'Пицца Марио на Арбате', daysAgo: 10 })
    expect((await userOf('pizzeria-msk', token)).lastVisitedBranchId).toBe(2)

    // A newer order at another branch wins; a cancelled purchase or order never counts.
    await order('pizzeria-msk', idUser, { idBranch: 1, daysAgo: 5 })
    await visit('pizzeria-msk', idUser, {
      branch: 'Пицца Марио на Арбате',
      daysAgo: 1,
      cancelled: true,
    })
    await order('pizzeria-msk', idUser, { idBranch: 2, daysAgo: 0, status: 'cancel' })
    expect((await userOf('pizzeria-msk', token)).lastVisitedBranchId).toBe(1)

    // A purchase at a branch name the brand does not have is no visit of its branches.
    await visit('pizzeria-msk', idUser, { branch: 'Чужая пиццерия', daysAgo: 0 })
    expect((await userOf('pizzeria-msk', token)).lastVisitedBranchId).toBe(1)
  })

  it('gives the demo customer the branch of the last purchase in the seeded history', async () => {
    const token = await signIn('pizzeria-msk', await demoUserId('pizzeria-msk'))
    const [last] = await db.query<{ branch_name: string }>(
      `SELECT branch_name FROM loyalty_operations
        WHERE client = 'pizzeria-msk' AND id_user = $1 AND branch_name IS NOT NULL
          AND NOT is_cancelled ORDER BY date DESC LIMIT 1`,
      [await demoUserId('pizzeria-msk')],
    )
    const [branch] = await db.query<{ id_branch: number }>(
      `SELECT id_branch FROM branches WHERE client = 'pizzeria-msk' AND name = $1`,
      [last!.branch_name],
    )
    expect((await userOf('pizzeria-msk', token)).lastVisitedBranchId).toBe(branch!.id_branch)
  })
})
