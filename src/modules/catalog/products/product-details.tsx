/**
 * The product popup's content (spec catalog §2 element 6, §4 Product bar amount): photo slider,
 * badges, name, description, variation attribute buttons (the variation is fetched with a
 * preloader), the properties block and the add / save / delete bar. Also the body of the
 * single-product page (/catalog/category/0/{id}).
 */
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useReducer, useRef, useState } from 'react'
import { clsx } from 'clsx'
import { showError, showToast } from '../../../core/overlay.ts'
import { keepUnits } from '../../../core/format/money.ts'
import { typograph } from '../../../core/format/typograph.ts'
import { LazyImage } from '../../../ui/image/lazy-image.tsx'
import { Slider } from '../../../ui/slider/slider.tsx'
import {
  amountBarInit,
  amountBarReducer,
  amountBarView,
  AMOUNT_ANIMATION_MS,
  setBasketAmount,
  useBasket,
  basketAmountOf,
  allowBasket,
  compositionIncomplete,
  maxAmount,
} from '../basket/index.ts'
import { Badges } from './badges.tsx'
import {
  useCatalogSettings,
  type Product,
  type ProductParamGroup,
  productImageUrl,
  useAppSettings,
  useMoney,
} from '../common/index.ts'
import { loadVariation } from './store.ts'
import { useReceiveContext } from '../receive/index.ts'
import { viewportWidth } from '../../../core/viewport.ts'

const groupTitles = {
  composition: msg`Nutrition per 100 g`,
  weight: msg`Weight`,
  size: msg`Size`,
}

/**
 * The group's only row names what the heading already says: its label is the heading, or the group
 * is weight or size (one value, whatever language the brand wrote the label in).
 */
function repeatsHeading(g: ProductParamGroup, heading: string): boolean {
  if (g.items.length !== 1) return false
  const label = g.items[0]!.label.trim().toLowerCase()
  return (
    !label || label === heading.trim().toLowerCase() || g.group === 'weight' || g.group === 'size'
  )
}

function Properties({ params }: { params: readonly ProductParamGroup[] }) {
  const { t, i18n } = useLingui()
  if (!params.length) return null
  return (
    <section className="product-props" aria-label={t`Properties`}>
      {params.map((g) => {
        const title = groupTitles[g.group as keyof typeof groupTitles]
        const heading = title ? i18n._(title) : g.group
        // A group whose one row only repeats the heading ('Вес' / 'Вес 610 г') shows the value
        // alone under it (issue 12 #10).
        if (repeatsHeading(g, heading)) {
          return (
            <div key={g.group} className="product-props__group">
              <h3 className="product-props__title">{heading}</h3>
              <p className="product-props__value">{keepUnits(g.items[0]!.value)}</p>
            </div>
          )
        }
        return (
          <div key={g.group} className="product-props__group">
            <h3 className="product-props__title">{heading}</h3>
            <dl className="product-props__list">
              {g.items.map((item) => (
                <div key={item.label} className="product-props__item">
                  <dt>{item.label}</dt>
                  <dd>{keepUnits(item.value)}</dd>
                </div>
              ))}
            </dl>
            {g.group === 'composition' && compositionIncomplete(g.items) ? (
              <p className="product-props__note">{t`Nutrition data is incomplete`}</p>
            ) : null}
          </div>
        )
      })}
    </section>
  )
}

export function ProductDetails({
  product: initialProduct,
  onDone,
}: {
  product: Product
  /** Called after a non-variation product is added (the popup closes). */
  onDone?: () => void
}) {
  const { t } = useLingui()
  const { money } = useMoney()
  const appSettings = useAppSettings()
  const settings = useCatalogSettings()
  const { entries } = useBasket()
  const { type, branch } = useReceiveContext()
  const [product, setProduct] = useState(initialProduct)
  const [loading, setLoading] = useState(false)
  const inBasket = basketAmountOf(entries, product.id)
  const max = maxAmount(product, branch)
  const [bar, dispatch] = useReducer(amountBarReducer, amountBarInit(inBasket, max))
  const view = amountBarView(bar)
  const latest = useRef(0)

  // A new variation, a basket change from elsewhere or a new stock resets the bar.
  useEffect(() => {
    dispatch({ type: 'reset', initial: inBasket, max })
  }, [product.id, inBasket, max])
  useEffect(() => {
    if (!bar.shake) return
    const timer = setTimeout(() => dispatch({ type: 'shakeEnd' }), AMOUNT_ANIMATION_MS)
    return () => clearTimeout(timer)
  }, [bar.shake])

  const chooseValue = async (attributeId: number, valueId: number) => {
    const run = ++latest.current
    setLoading(true)
    try {
      const next = await loadVariation(product, attributeId, valueId)
      if (run === latest.current) setProduct(next)
    } catch (error) {
      if (run === latest.current) showError(error)
    } finally {
      if (run === latest.current) setLoading(false)
    }
  }

  const allowed = allowBasket(product, type)
  const isVariation = Boolean(product.isVariation || product.productAttributeValues?.length)
  const apply = () => {
    const adding = view.label === 'add'
    setBasketAmount(product, bar.amount)
    // issue 12 defect 16: a variation added stayed open with a disabled «Сохранить» and no word;
    // it is added, said and closed like any product.
    if (isVariation && adding && bar.amount > 0) {
      showToast(t`Added to the basket: ${product.name}`)
      onDone?.()
    } else if (!isVariation && bar.amount > 0) onDone?.()
  }
  const actionText = view.label === 'add' ? t`Add` : view.label === 'delete' ? t`Delete` : t`Save`
  const images = product.images?.length ? product.images : [undefined]
  const notForSaleText =
    product.allowBasket === 'onlyPickup'
      ? t`Available for pickup only`
      : product.allowBasket === 'onlyDelivery'
        ? t`Available for delivery only`
        : t`Not sold online`

  return (
    <div className="product-details" aria-busy={loading || undefined}>
      <Slider
        label={t`Photos`}
        slides={images.map((id, i) => (
          <LazyImage
            key={`${id}-${i}`}
            className="product-details__photo"
            src={productImageUrl(id, appSettings, Math.min(viewportWidth(), 500))}
            alt={i === 0 ? product.name : ''}
            eager={i === 0}
          />
        ))}
      />
      <div className="product-details__body">
        <Badges badges={product.badges} />
        <h2 className="product-details__name">{product.name}</h2>
        {product.description ? (
          <p className="product-details__description">{typograph(product.description)}</p>
        ) : null}
        {product.productAttributeValues?.map((attr) => (
          <div key={attr.id} className="product-variation">
            <span className="product-variation__name" id={`attr-${product.id}-${attr.id}`}>
              {attr.name}
            </span>
            <div
              className={clsx(
                'product-variation__values',
                settings.variationsSwipe && 'product-variation__values--swipe',
              )}
              role="group"
              aria-labelledby={`attr-${product.id}-${attr.id}`}
            >
              {attr.values.map((v) => (
                <button
                  key={v.id}
                  type="button"
                  className="product-variation__value"
                  aria-pressed={Boolean(v.selected)}
                  disabled={loading}
                  onClick={() => (v.selected ? undefined : void chooseValue(attr.id, v.id))}
                >
                  {v.name}
                </button>
              ))}
            </div>
          </div>
        ))}
        <Properties params={product.params ?? []} />
      </div>
      <div className="product-bar">
        {loading ? (
          <div
            className="product-bar__preloader"
            role="status"
            aria-busy="true"
            aria-label={t`Loading`}
          >
            <span className="ui-skeleton__block product-bar__shimmer" />
          </div>
        ) : product.showPrice === false ? null : (
          <span className="product-bar__price">{money(product.price)}</span>
        )}
        {!settings.showBasket || type == null ? null : view.sold ? (
          <span className="product-bar__sold">{t`Sold out`}</span>
        ) : !allowed ? (
          <span className="product-bar__sold">{notForSaleText}</span>
        ) : (
          <>
            <div
              className="amount-control"
              data-anim={bar.shake ? 'shake' : undefined}
              key={bar.shake}
            >
              <button
                type="button"
                className="amount-control__button"
                aria-label={t`Fewer`}
                disabled={view.minusDisabled || loading}
                onClick={() => dispatch({ type: 'minus' })}
              >
                −
              </button>
              <output className="amount-control__value" aria-label={t`Amount`}>
                {bar.amount}
              </output>
              <button
                type="button"
                className="amount-control__button"
                aria-label={t`More`}
                disabled={loading}
                onClick={() => dispatch({ type: 'plus' })}
              >
                +
              </button>
            </div>
            <button
              type="button"
              className={`product-bar__action product-bar__action--${view.label}`}
              disabled={view.disabled || loading}
              onClick={apply}
            >
              {actionText}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
