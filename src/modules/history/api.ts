/**
 * History calls (shell-data §7): POST operation-history {limit, offset?} -> operationHistory;
 * GET operations-detail -> operationsDetail; GET operation/{id} -> operation.
 */
import { fields, request } from '../../core/api/client.ts'

export interface OperationItem {
  id: number
  date: string
  /** 'in' = earned, otherwise charged */
  type: string
  /** signed */
  bonus: number
  orderSum: number
  gift?: string
  isCancelled?: boolean
  reason?: string
}

export interface DatedValue {
  date: string | null
  value: number
}

export interface OperationsDetail {
  bonusValue: number
  activatedAt: DatedValue[]
  burnAt: DatedValue[]
}

export interface OperationDetail extends OperationItem {
  bonuses?: {
    id: number
    type: 'in' | 'out'
    value: number
    dateActivation?: string | null
    dateBurn?: string | null
  }[]
  feedback?: { quality?: number | string; content?: string } | null
  reason?: string
  branchName?: string
  managerName?: string
  receipt?: {
    products?: { name: string; price: number; quantity: number; total: number }[]
    paidByBonus?: number
    paidByCash?: number
  } | null
  gifts?: { id: number; name: string; quantity: number }[]
  comment?: string
}

export async function fetchHistory(
  limit: number,
  offset?: number,
  signal?: AbortSignal,
): Promise<OperationItem[]> {
  const body: Record<string, unknown> = { limit }
  if (offset) body.offset = offset
  const answer = await request<{ operationHistory?: OperationItem[] }>('operation-history', {
    method: 'POST',
    body,
    signal,
    expect: fields({ operationHistory: 'array' }),
  })
  return Array.isArray(answer?.operationHistory) ? answer.operationHistory : []
}

export async function fetchOperationsDetail(
  signal?: AbortSignal,
): Promise<OperationsDetail | null> {
  const answer = await request<{ operationsDetail?: OperationsDetail }>('operations-detail', {
    signal,
    expect: fields({ operationsDetail: 'object' }),
  })
  return answer?.operationsDetail ?? null
}

export async function fetchOperation(id: string, signal?: AbortSignal): Promise<OperationDetail> {
  const answer = await request<{ operation?: OperationDetail }>(
    `operation/${encodeURIComponent(id)}`,
    { signal, expect: fields({ operation: 'object' }) },
  )
  if (!answer?.operation) throw new Error('Operation not found')
  return answer.operation
}
