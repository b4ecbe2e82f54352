/**
 * Feedback demo data (issue 14; shell-data §3 Feedback record): the demo user's earlier feedback
 * on every brand whose settings switch the feedback module on, some answered by the operator and
 * one not (the list shows the no-answer text), with ratings from 2 to 10 (shown as halves).
 * Idempotent: rows carry a seed key and are inserted once.
 */
import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/db.ts'
import { DEMO_USERNAME } from './loyalty.ts'
import type { DemoBrand } from './types.ts'

export interface DemoFeedback {
  key: string
  daysAgo: number
  quality: number
  content: string
  answer: string | null
}

const DAY = 86_400_000

export const demoFeedback: DemoFeedback[] = [
  {
    key: 'demo-1',
    daysAgo: 2,
    quality: 10,
    content: 'Всё было отлично: быстро, вкусно и очень вежливый персонал.',
    answer: 'Спасибо за тёплые слова! Ждём вас снова.',
  },
  {
    key: 'demo-2',
    daysAgo: 16,
    quality: 6,
    content: 'Долго ждали заказ, но в итоге всё понравилось.',
    answer: 'Извините за ожидание: мы добавили ещё одного повара в вечерние смены.',
  },
  {
    key: 'demo-3',
    daysAgo: 40,
    quality: 7,
    content: 'Хотелось бы больше мест у окна.',
    answer: null,
  },
]

export async function seedFeedback(tx: Queryable, brands: DemoBrand[]) {
  const now = Date.now()
  for (const b of brands) {
    if (!b.settings.modules?.feedback) continue
    const [user] = await tx.query<{ id_user: number }>(
      'SELECT id_user FROM users WHERE client = $1 AND username = $2',
      [b.client, DEMO_USERNAME],
    )
    if (!user) continue
    const idBranch = b.branches[0]?.idBranch ?? 0
    for (const f of demoFeedback) {
      await tx.query(
        `INSERT INTO feedback (client, id_user, id_branch, date, quality, content, answer,
           answered_at, auth_token, seed_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7::text IS NULL THEN NULL ELSE $4::timestamptz END, $8, $9)
         ON CONFLICT (client, seed_key) WHERE seed_key IS NOT NULL DO NOTHING`,
        [
          b.client,
          user.id_user,
          idBranch,
          new Date(now - f.daysAgo * DAY).toISOString(),
          f.quality,
          f.content,
          f.answer,
          randomBytes(24).toString('base64url'),
          f.key,
        ],
      )
    }
  }
}
