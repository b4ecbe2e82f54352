/** Catalog entities as the server sends them (spec catalog-and-ordering §3 Category, Product). */

export type BadgeType = 'isNew' | 'isPopular' | 'isSpicy' | 'isVegan'

export interface Badge {
  type: BadgeType | string
  icon?: string
  label?: string
}

export interface Category {
  id: number
  name: string
  label?: string | null
  photo?: string | null
  badges?: Badge[]
  description?: string | null
  sub_categories?: Category[]
}

/** absent or 'all': always; 'off': never; 'onlyPickup' / 'onlyDelivery': in that mode only. */
export type AllowBasket = 'all' | 'off' | 'onlyPickup' | 'onlyDelivery'

export interface AttributeValueOption {
  id: number
  name: string
  selected?: boolean
}

export interface ProductAttribute {
  id: number
  name: string
  values: AttributeValueOption[]
}

export interface ProductParamGroup {
  /** composition (nutrition per 100 g), weight, size */
  group: 'composition' | 'weight' | 'size' | string
  items: { label: string; value: string }[]
}

export interface Product {
  id: number
  name: string
  price: number
  priceRange?: { min: number; max: number } | null
  label?: string | null
  badges?: Badge[]
  images?: (string | number)[]
  description?: string | null
  category_id?: number
  active?: boolean
  deleted?: boolean
  isVariation?: boolean
  parentId?: number | null
  allowBasket?: AllowBasket | string | null
  maxPayBonus?: number
  amounts?: { branch_id: number; amount: number }[]
  productAttributeValues?: ProductAttribute[]
  showPrice?: boolean
  params?: ProductParamGroup[]
}

/** spec §3 Basket entry: product and amount; persisted locally under 'basket'. */
export interface BasketEntry {
  product: Product
  amount: number
}
