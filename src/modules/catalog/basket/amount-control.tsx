/**
 * Minus / amount / plus (spec catalog §5 Amount control): plus disabled at the branch stock,
 * minus disabled at `min` (1 in the basket; 0 on a card, where minus from 1 removes the item
 * with the spec's 500 ms animation). Buttons are 44 px and named.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { AMOUNT_ANIMATION_MS } from './amount-bar.ts'

export function AmountControl({
  amount,
  max,
  min = 1,
  name,
  onChange,
  shakeAtCap = false,
}: {
  amount: number
  max: number
  min?: number
  /** The product's name, for the buttons' accessible names. */
  name: string
  onChange: (next: number) => void
  /** Plus stays enabled at the cap and shakes instead (cards). */
  shakeAtCap?: boolean
}) {
  const { t } = useLingui()
  const [anim, setAnim] = useState<'shake' | 'out' | null>(null)
  useEffect(() => {
    if (!anim) return
    const timer = setTimeout(() => {
      if (anim === 'out') onChange(amount - 1)
      setAnim(null)
    }, AMOUNT_ANIMATION_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [anim])
  const atCap = amount >= max
  return (
    <div className="amount-control" data-anim={anim ?? undefined}>
      <button
        type="button"
        className="amount-control__button"
        aria-label={t`Fewer: ${name}`}
        disabled={amount <= min || anim === 'out'}
        onClick={(e) => {
          e.stopPropagation()
          // spec: reaching 1 and then minus plays a 500 ms animation before the item goes.
          if (amount === 1 && min === 0) setAnim('out')
          else onChange(amount - 1)
        }}
      >
        −
      </button>
      <output className="amount-control__value" aria-live="polite" aria-label={t`Amount: ${name}`}>
        {amount}
      </output>
      <button
        type="button"
        className="amount-control__button"
        aria-label={t`More: ${name}`}
        disabled={atCap && !shakeAtCap}
        onClick={(e) => {
          e.stopPropagation()
          if (atCap) setAnim('shake')
          else onChange(amount + 1)
        }}
      >
        +
      </button>
    </div>
  )
}
