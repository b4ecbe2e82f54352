/**
 * Feedback calls (shell-data §7): POST feedback {idBranch, content, quality, bonus} answers the
 * saved feedback; GET get-feedback answers field feedback, a list of records (shared while in
 * flight: the query layer dedupes, queries.ts). server/README.md describes the server's side.
 */
import { fields, isRecord, request } from '../../core/api/client.ts'

/** spec §3 Feedback record (server response). */
export interface FeedbackRecord {
  idFeedback: number | string
  idBranch: number
  date: string
  /** 2 to 10, shown as half stars (rules.ts starsOf). */
  quality: number | string
  content: string
  /** The operator's reply; empty when there is none (the list shows the no-answer text). */
  answer: string
  authToken: string
}

/** spec §3 Feedback send payload. */
export interface FeedbackPayload {
  /** 0 when there is no branch. */
  idBranch: number
  content?: string
  /** stars x 2 */
  quality: number
  /** The bonus entity id the feedback is tied to. */
  bonus?: number | string
}

function toRecord(raw: Record<string, unknown>): FeedbackRecord {
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  return {
    idFeedback: typeof raw.idFeedback === 'number' ? raw.idFeedback : text(raw.idFeedback),
    idBranch: Number(raw.idBranch) || 0,
    date: text(raw.date),
    quality: typeof raw.quality === 'number' ? raw.quality : text(raw.quality),
    content: text(raw.content),
    answer: text(raw.answer),
    authToken: text(raw.authToken),
  }
}

export async function fetchFeedbackList(): Promise<FeedbackRecord[]> {
  const answer = await request<{ feedback: unknown[] }>('get-feedback', {
    expect: fields({ feedback: 'array' }),
  })
  return answer.feedback.filter(isRecord).map(toRecord)
}

export async function sendFeedback(
  payload: FeedbackPayload,
  signal?: AbortSignal,
): Promise<FeedbackRecord> {
  const body: Record<string, unknown> = { idBranch: payload.idBranch, quality: payload.quality }
  if (payload.content) body.content = payload.content
  if (payload.bonus != null && payload.bonus !== '') body.bonus = payload.bonus
  const answer = await request<{ feedback: Record<string, unknown> }>('feedback', {
    method: 'POST',
    body,
    signal,
    // The share sheet needs the saved feedback's id: no id, no success.
    expect: (a) => isRecord(a.feedback) && a.feedback.idFeedback != null,
  })
  return toRecord(answer.feedback)
}
