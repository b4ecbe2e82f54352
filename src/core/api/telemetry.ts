/**
 * Telemetry calls (issue 15): one statistics event (spec shell-data §7: POST statistics with
 * action, id and date in ISO form) and one batch of a session recording. Both go through the
 * one client (brand, token, headers); the queue and the recorder decide when.
 */
import { request } from './client.ts'

export interface StatisticsPayload {
  action: string
  id: string | number | null
  /** ISO 8601, as the phone's clock had it when the event happened. */
  date: string
}

export function sendStatistic(event: StatisticsPayload): Promise<unknown> {
  return request('statistics', { method: 'POST', body: { ...event } })
}

export interface RecordingBatch {
  session: string
  seq: number
  project: string | null
  events: unknown[]
}

export function sendRecordingBatch(batch: RecordingBatch): Promise<unknown> {
  return request('session-recording', { method: 'POST', body: { ...batch } })
}
