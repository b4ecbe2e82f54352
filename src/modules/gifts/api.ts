/**
 * Gifts and coupons calls: GET get-coupons (accounts-loyalty §7; shared while in flight) and
 * POST gift-activate (server/README.md: spends the price, answers the code).
 */
import { fields, isRecord, request } from '../../core/api/client.ts'

export type GiftType = 'gift' | 'coupon'

export interface GiftItem {
  /** 'gift-{id}' or 'coupon-{id}' */
  key: string
  type: GiftType
  id: number
  title: string
  /** Server HTML: render through SafeHtml only. */
  description: string
  icon: string
  price: number
  label: string
  idBranch: number | null
  codeType?: 'qr' | 'text'
}

export interface GiftCode {
  code: string
  codeQR: string
  codeText: string
  message: string
}

interface RawGift extends Partial<Omit<GiftItem, 'key' | 'type'>> {
  id: number
  code?: string
  codeQR?: string
  codeText?: string
}

interface CouponsAnswer {
  gift?: RawGift[]
  coupon?: RawGift[]
  items?: string[]
}

function toItem(type: GiftType, raw: RawGift): GiftItem {
  return {
    key: `${type}-${raw.id}`,
    type,
    id: raw.id,
    title: raw.title ?? '',
    description: raw.description ?? '',
    icon: raw.icon ?? '',
    price: typeof raw.price === 'number' ? raw.price : Number(raw.price) || 0,
    label: raw.label ?? '',
    idBranch: raw.idBranch ?? null,
    codeType: raw.codeType,
  }
}

/** spec: items are strings gift-{id} or coupon-{id}, each mapped to its gift or coupon. */
export function mapItems(answer: CouponsAnswer): GiftItem[] {
  const byKey = new Map<string, GiftItem>()
  for (const g of answer.gift ?? []) byKey.set(`gift-${g.id}`, toItem('gift', g))
  for (const c of answer.coupon ?? []) byKey.set(`coupon-${c.id}`, toItem('coupon', c))
  const order = Array.isArray(answer.items) ? answer.items : [...byKey.keys()]
  return order.map((key) => byKey.get(key)).filter((x): x is GiftItem => Boolean(x))
}

export function parseKey(key: string): { type: GiftType; id: number } | null {
  const m = /^(gift|coupon)-(\d+)$/.exec(key)
  return m ? { type: m[1] as GiftType, id: Number(m[2]) } : null
}

/** spec: get-coupons is shared while in flight (the query layer dedupes: queries.ts). */
export async function fetchGifts(): Promise<GiftItem[]> {
  return mapItems(
    await request<CouponsAnswer>('get-coupons', {
      // spec: the answer lists gifts and coupons (items orders them); none of them is no list.
      expect: fields({ gift: 'array', coupon: 'array', items: 'array?' }),
    }),
  )
}

/** spec: GET get-coupons id=gift-{id} reads gift[0], id=coupon-{id} reads coupon[0]. */
export async function fetchGift(key: string): Promise<GiftItem> {
  const parsed = parseKey(key)
  if (!parsed) throw new Error('bad gift id')
  const answer = await request<CouponsAnswer>('get-coupons', {
    query: { id: key },
    expect: fields({ [parsed.type]: 'array' }),
  })
  const raw = answer?.[parsed.type]?.[0]
  if (!raw) throw new Error('gift not found')
  return toItem(parsed.type, raw)
}

export async function activateGift(key: string, signal?: AbortSignal): Promise<GiftCode> {
  const parsed = parseKey(key)
  if (!parsed) throw new Error('bad gift id')
  const answer = await request<Record<string, unknown>>('gift-activate', {
    method: 'POST',
    body: { id: key },
    signal,
    // The code is what the person shows at the till: no code, no activation.
    expect: (a) => Array.isArray(a[parsed.type]) && isRecord((a[parsed.type] as unknown[])[0]),
  })
  const raw = (answer?.[parsed.type] as RawGift[] | undefined)?.[0]
  const code = String(raw?.code ?? '')
  return {
    code,
    codeQR: String(raw?.codeQR || code),
    codeText: String(raw?.codeText || code),
    message: typeof answer?.message === 'string' ? answer.message : '',
  }
}
