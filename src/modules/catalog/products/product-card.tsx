/**
 * Product card (spec shell-data §3 Catalog item card props; catalog §2): image, name, price or
 * 'От' price range, label, badges, and amount controls when catalogItemShowButtons. Tapping the
 * card opens the product popup. Memoised: appending a page never re-renders the cards above; the
 * card follows its own line of the basket (useBasketAmount), so + re-renders this card only.
 */
import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { clsx } from 'clsx'
import type { AppSettings } from '../../../core/state/types.ts'
import { keepUnits } from '../../../core/format/money.ts'
import { longestWordLength } from '../../../core/format/typograph.ts'
import { LazyImage } from '../../../ui/image/lazy-image.tsx'
import {
  AmountControl,
  addToBasket,
  setBasketAmount,
  allowBasket,
  maxAmount,
  useBasketAmount,
} from '../basket/index.ts'
import { Badge } from '../../../ui/badge/badge.tsx'
import { Badges } from './badges.tsx'
import { openProduct } from './open-product.ts'
import type { ReceiveType } from '../receive/index.ts'
import { type Product, productImageUrl, useMoney } from '../common/index.ts'

/**
 * Characters of one word (with its quotes) that fit a half-width card's title at 15 px on a
 * 390 px phone: «Филадельфия», (13) fits, «Вегетарианский» (16) does not.
 */
const LONG_WORD = 14

export interface CardContext {
  receive: ReceiveType | null
  branch: number | null
  /** Amount controls on the card (catalogItemShowButtons, basket and amountControl on). */
  showButtons: boolean
  appSettings: AppSettings | undefined
}

export const ProductCard = memo(function ProductCard({
  product,
  ctx,
  posinset,
  setsize,
}: {
  product: Product
  ctx: CardContext
  /** Its place in a virtualised list, where only some cards are rendered (from 1). */
  posinset?: number
  /** The list's length, in a virtualised list. */
  setsize?: number
}) {
  const { t } = useLingui()
  const { price } = useMoney()
  const amount = useBasketAmount(product.id)
  const s = ctx.appSettings
  const max = maxAmount(product, ctx.branch)
  const sold = max === 0
  const allowed = allowBasket(product, ctx.receive)
  const hasVariations = Boolean(product.productAttributeValues?.length)
  const lines = {
    '--card-lines-min': s?.catalogItemLinesMin ?? 2,
    '--card-lines-max': s?.catalogItemLinesMax ?? 3,
  } as React.CSSProperties
  const showLabels = s?.catalogItemShowLabels !== false
  return (
    <li
      className={clsx(
        'product-card',
        Boolean(s?.catalogItemTitleOverImage) && 'product-card--over',
      )}
      aria-posinset={posinset}
      aria-setsize={setsize}
    >
      <button
        type="button"
        className="product-card__open"
        onClick={() => openProduct(product)}
        aria-label={product.name}
      >
        <LazyImage
          className="product-card__image"
          src={productImageUrl(product.images?.[0], s)}
          alt=""
        />
      </button>
      {/* Beside the button, not in it: its name is the product's (WCAG 2.5.3); a tap on the
          label still opens the product through the button's full-card overlay. */}
      {showLabels && product.label ? (
        <Badge className="product-card__label">{product.label}</Badge>
      ) : null}
      <div className="product-card__body">
        <h3
          className={clsx(
            'product-card__name',
            s?.catalogItemCropTitle !== false && 'product-card__name--crop',
            // a word wider than the half-width card («Вегетарианский»): a smaller size keeps
            // it whole, so no closing quote or last letter is left alone on a line
            longestWordLength(product.name) > LONG_WORD && 'product-card__name--long-word',
          )}
          style={lines}
        >
          {keepUnits(product.name)}
        </h3>
        <Badges badges={product.badges} compact />
        <div
          className={clsx(
            'product-card__foot',
            // no + button and no amount control: the foot is the price's line only
            !(ctx.showButtons && allowed) && !sold && 'product-card__foot--bare',
          )}
        >
          {product.showPrice === false ? null : (
            <span className="product-card__price">{price(product)}</span>
          )}
          {sold ? (
            <span className="product-card__sold">{t`Sold out`}</span>
          ) : ctx.showButtons && allowed ? (
            amount > 0 && !hasVariations ? (
              <AmountControl
                amount={amount}
                max={max}
                min={0}
                name={product.name}
                shakeAtCap
                onChange={(n) => setBasketAmount(product, n)}
              />
            ) : (
              <button
                type="button"
                className="product-card__add"
                aria-label={t`Add to basket: ${product.name}`}
                onClick={() => (hasVariations ? openProduct(product) : addToBasket(product))}
              >
                +
              </button>
            )
          ) : null}
        </div>
      </div>
    </li>
  )
})
