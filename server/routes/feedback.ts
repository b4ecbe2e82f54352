/**
 * Feedback calls (shell-data §3 Feedback record and send payload, §7):
 *
 *   POST feedback {idBranch=0, quality, content?, bonus?}   {feedback: {idFeedback, idBranch, date,
 *        quality, content, answer, authToken}}   quality = stars x 2 (2…10, even); a branch is
 *        required when the brand has one; `bonus` (an operation id) ties the feedback to that
 *        operation of the user, whose detail (GET operation/{id}) then shows it (once per operation)
 *   GET  get-feedback                                       {feedback: [records]}, newest first
 *
 * Sending needs a signed-in user (401 `need_register`); a guest's list is empty.
 */
import type { Context, Hono } from 'hono'
import { randomBytes } from 'node:crypto'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import type { Queryable } from '../db/db.ts'
import { ApiFailure, ok } from '../http.ts'
import { validateBody } from '../validation.ts'

interface FeedbackBody {
  idBranch: number
  quality: number
  content?: string | null
  bonus?: number | string | null
}

type FeedbackRow = {
  id_feedback: number
  id_branch: number
  date: Date | string
  quality: number
  content: string
  answer: string | null
  auth_token: string
}

const columns = 'id_feedback, id_branch, date, quality, content, answer, auth_token'

export function feedbackRecord(r: FeedbackRow) {
  return {
    idFeedback: r.id_feedback,
    idBranch: r.id_branch,
    date: r.date instanceof Date ? r.date.toISOString() : String(r.date),
    quality: r.quality,
    content: r.content,
    // spec: the operator's reply, else (client side) a no-answer text
    answer: r.answer ?? '',
    authToken: r.auth_token,
  }
}

/** The user's feedback, newest first. */
export async function listFeedback(db: Queryable, client: string, idUser: number) {
  const rows = await db.query<FeedbackRow>(
    `SELECT ${columns} FROM feedback WHERE client = $1 AND id_user = $2
      ORDER BY date DESC, id_feedback DESC LIMIT 200`,
    [client, idUser],
  )
  return rows.map(feedbackRecord)
}

export function feedbackRoutes(api: Hono<ApiEnv>, deps: Deps) {
  const db = deps.db

  api.post('/feedback', async (c: Context<ApiEnv>) => {
    const body = validateBody<FeedbackBody>('feedback', await readJson(c), c.var.locale)
    const idUser = c.var.session?.idUser
    if (!idUser) throw new ApiFailure(401, 'need_register', 'needRegister')
    const client = c.var.brand.client
    const branches = await db.query<{ id_branch: number }>(
      'SELECT id_branch FROM branches WHERE client = $1 AND active',
      [client],
    )
    // spec (shell-data §5): a branch is required when at least one exists.
    if (body.idBranch === 0 && branches.length > 0) {
      throw new ApiFailure(400, 'bad_request', 'branchRequired')
    }
    if (body.idBranch !== 0 && !branches.some((b) => b.id_branch === body.idBranch)) {
      throw new ApiFailure(400, 'bad_request', 'branchNotFound')
    }
    const content = (body.content ?? '').trim()
    const idOperation = body.bonus == null || body.bonus === '' ? null : Number(body.bonus)
    const saved = await db.transaction(async (tx) => {
      if (idOperation !== null) {
        const [op] = await tx.query<{ id: number; feedback: unknown }>(
          `SELECT id, feedback FROM loyalty_operations
            WHERE client = $1 AND id_user = $2 AND id = $3 FOR UPDATE`,
          [client, idUser, idOperation],
        )
        if (!op) throw new ApiFailure(404, 'not_found', 'operationNotFound')
        if (op.feedback) throw new ApiFailure(409, 'feedback_exists', 'feedbackExists')
        await tx.query('UPDATE loyalty_operations SET feedback = $2::jsonb WHERE id = $1', [
          idOperation,
          JSON.stringify({ quality: body.quality, content }),
        ])
      }
      const [row] = await tx.query<FeedbackRow>(
        `INSERT INTO feedback (client, id_user, id_branch, quality, content, id_operation, auth_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
        [
          client,
          idUser,
          body.idBranch,
          body.quality,
          content,
          idOperation,
          randomBytes(24).toString('base64url'),
        ],
      )
      return row!
    })
    return ok(c, { feedback: feedbackRecord(saved) })
  })

  api.get('/get-feedback', async (c) => {
    const idUser = c.var.session?.idUser
    if (!idUser) return ok(c, { feedback: [] })
    return ok(c, { feedback: await listFeedback(db, c.var.brand.client, idUser) })
  })
}
