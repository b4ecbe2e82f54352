/**
 * Actions calls (shell-data §7): GET actions {limit, offset} → actions; GET actions {id} → actions[0];
 * POST action-activate-bonus {id} → activated; and the action's products through
 * get-products-by-ids (catalog §7), rendered simply in the popup.
 */
import { fields, isRecord, request } from '../../core/api/client.ts'

export interface ActionBonus {
  amount: number
  can_activate: boolean
  activate_on_page: boolean
}

export interface ActionItem {
  idAction: number
  title: string
  /** Server HTML: render through SafeHtml only. */
  content: string
  icon: string
  dateStart: string | null
  dateEnd: string | null
  productIds: number[]
  bonus: ActionBonus | null
}

/** What the popup shows of a linked product. */
export interface ActionProduct {
  id: number
  name: string
  price: number
  /** An image id or url (mediaUrl makes it an address). */
  image: string | number | null
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0)

export function toAction(raw: Record<string, unknown>): ActionItem {
  const bonus = isRecord(raw.bonus) ? raw.bonus : null
  return {
    idAction: num(raw.idAction),
    title: str(raw.title),
    content: str(raw.content),
    icon: str(raw.icon),
    dateStart: str(raw.dateStart) || null,
    dateEnd: str(raw.dateEnd) || null,
    productIds: Array.isArray(raw.productIds)
      ? raw.productIds.map(Number).filter((n) => Number.isInteger(n) && n > 0)
      : [],
    bonus: bonus
      ? {
          amount: num(bonus.amount),
          can_activate: bonus.can_activate === true,
          activate_on_page: bonus.activate_on_page === true,
        }
      : null,
  }
}

export async function fetchActions(limit: number, offset: number): Promise<ActionItem[]> {
  const answer = await request<{ actions: Record<string, unknown>[] }>('actions', {
    query: { limit, offset },
    expect: fields({ actions: 'array' }),
  })
  return answer.actions.filter(isRecord).map(toAction)
}

/** spec: GET actions with id reads actions[0]; none is "not found". */
export async function fetchAction(id: number): Promise<ActionItem> {
  const answer = await request<{ actions: Record<string, unknown>[] }>('actions', {
    query: { id },
    expect: fields({ actions: 'array' }),
  })
  const raw = answer.actions[0]
  if (!isRecord(raw)) throw new ActionNotFound()
  return toAction(raw)
}

/** The action is not there (ended, removed): the popup's not-found text. */
export class ActionNotFound extends Error {
  constructor() {
    super('action not found')
    this.name = 'ActionNotFound'
  }
}

/** spec: POST action-activate-bonus {id} answers the field activated. */
export async function activateActionBonus(id: number, signal?: AbortSignal): Promise<boolean> {
  const answer = await request<{ activated: unknown }>('action-activate-bonus', {
    method: 'POST',
    body: { id },
    signal,
    expect: (a) => typeof a.activated === 'boolean',
  })
  return answer.activated === true
}

export async function fetchActionProducts(ids: readonly number[]): Promise<ActionProduct[]> {
  const answer = await request<{ products: Record<string, unknown>[] }>('get-products-by-ids', {
    method: 'POST',
    body: { branch: null, products: ids, variations: [] },
    expect: fields({ products: 'array' }),
  })
  const byId = new Map(
    answer.products.filter(isRecord).map((p) => {
      const images = Array.isArray(p.images) ? p.images : []
      const first = images[0]
      const image = typeof first === 'string' || typeof first === 'number' ? first : null
      return [num(p.id), { id: num(p.id), name: str(p.name), price: num(p.price), image }]
    }),
  )
  // In the action's order; products that are gone are left out.
  return ids.map((id) => byId.get(id)).filter((p): p is ActionProduct => Boolean(p))
}
