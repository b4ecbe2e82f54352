/**
 * Sheet 1 of the delivery popup (spec catalog §2 element 8, §5 Address input): the address with
 * geocoder suggestions (from 3 characters, 300 ms), the details form (room required, label
 * 'Кв/офис'; domofon, entrance, floor, comment optional) and the confirm button, which reads
 * 'Уточнить' for an inexact address. On confirm with invalid fields the errors show and the
 * first invalid field gets focus; the zone check's texts show in the sheet.
 */
import { useLingui } from '@lingui/react'
import { useId, useRef } from 'react'
import { clsx } from 'clsx'
import { Button } from '../../../ui/button/button.tsx'
import { LoadError } from '../../../ui/load-error/load-error.tsx'
import type { AddressDetails } from './store.ts'
import { zoneTexts } from './zones.ts'
import { ADDRESS_MIN_LENGTH } from './geocoder.ts'
import {
  confirmAddress,
  pickSuggestion,
  retryAddressSearch,
  setAddressQuery,
  setDetail,
  suggestionText,
  useAddressSearch,
} from './address-store.ts'
import { useAddressLookup, useSuggestions } from './queries.ts'
import { DockSheet } from './dock-sheet.tsx'
import { deliveryTexts } from './texts.ts'

const FIELDS: {
  key: keyof AddressDetails
  text: typeof deliveryTexts.room
  required?: boolean
  wide?: boolean
}[] = [
  { key: 'room', text: deliveryTexts.room, required: true },
  { key: 'domofon', text: deliveryTexts.domofon },
  { key: 'entrance', text: deliveryTexts.entrance },
  { key: 'floor', text: deliveryTexts.floor },
  { key: 'comment', text: deliveryTexts.comment, wide: true },
]

export function AddressSheet({
  onClose,
  onConfirmed,
}: {
  onClose?: () => void
  onConfirmed: () => void
}) {
  const { i18n } = useLingui()
  const id = useId()
  const s = useAddressSearch()
  const suggest = useSuggestions(s.search)
  const lookup = useAddressLookup(s.lookup)
  const lookingUp = s.lookup !== null && lookup.fetchStatus === 'fetching'
  const searching = s.debouncing || (s.search !== null && suggest.fetchStatus === 'fetching')
  const suggestions = s.search !== null || s.debouncing ? (suggest.data?.suggest ?? []) : []
  const buildFormat = suggest.data?.buildFormat ?? null
  // The last suggest or lookup call failed: the sheet says so and offers a retry (a new search
  // or lookup hides it while it runs).
  const failure: unknown =
    s.lookup !== null
      ? lookingUp
        ? null
        : lookup.error
      : s.search !== null && !searching
        ? suggest.error
        : null
  const inputRef = useRef<HTMLInputElement>(null)
  const fieldRefs = useRef<Partial<Record<keyof AddressDetails, HTMLInputElement | null>>>({})
  const refine =
    (s.draft !== null && !s.draft.exact) ||
    (s.draft === null && s.message?.id === zoneTexts.inexact.id)
  const showList = s.query.trim().length >= ADDRESS_MIN_LENGTH && !s.draft

  const onConfirm = () => {
    if (refine) {
      inputRef.current?.focus()
      return
    }
    const result = confirmAddress()
    if (result.ok) {
      onConfirmed()
      return
    }
    if (result.reason === 'refine') inputRef.current?.focus()
    if (result.reason === 'details') {
      const first = FIELDS.find((f) => result.errors[f.key])
      if (first) fieldRefs.current[first.key]?.focus()
    }
  }

  return (
    <DockSheet
      label={i18n._(deliveryTexts.addressSheet)}
      closeLabel={i18n._(deliveryTexts.done)}
      onClose={onClose}
      className="dock-sheet--tall"
    >
      <h2 className="dock-sheet__title">{i18n._(deliveryTexts.addressSheet)}</h2>
      <form
        className="address-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          onConfirm()
        }}
      >
        <div className="address-form__field address-form__field--wide">
          <label htmlFor={`${id}-address`}>{i18n._(deliveryTexts.addressInput)}</label>
          <input
            ref={inputRef}
            id={`${id}-address`}
            type="text"
            inputMode="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={i18n._(deliveryTexts.addressPlaceholder)}
            value={s.query}
            aria-describedby={s.message ? `${id}-message` : undefined}
            onChange={(e) => setAddressQuery(e.target.value)}
          />
        </div>
        {lookingUp ? (
          <p className="address-form__status" role="status">
            {i18n._(deliveryTexts.lookingUp)}
          </p>
        ) : null}
        {showList ? (
          failure ? null : suggestions.length ? (
            <ul className="address-suggestions" aria-label={i18n._(deliveryTexts.suggestions)}>
              {suggestions.map((item, i) => (
                <li key={`${item.id ?? i}`}>
                  <button
                    type="button"
                    className="address-suggestions__item"
                    onClick={() => {
                      pickSuggestion(item, buildFormat)
                      inputRef.current?.focus()
                    }}
                  >
                    {suggestionText(item, buildFormat)}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="address-form__status" role="status">
              {searching
                ? i18n._(deliveryTexts.searching)
                : s.search !== null && suggest.isSuccess
                  ? i18n._(deliveryTexts.nothingFound)
                  : ''}
            </p>
          )
        ) : null}
        {failure ? <LoadError compact error={failure} onRetry={retryAddressSearch} /> : null}
        {s.message ? (
          <p id={`${id}-message`} className="address-form__message" role="alert">
            {i18n._(s.message)}
          </p>
        ) : null}
        {s.draft ? (
          <div className="address-form__grid">
            {FIELDS.map((f) => {
              const error = s.errors[f.key]
              const fieldId = `${id}-${f.key}`
              return (
                <div
                  key={f.key}
                  className={clsx('address-form__field', f.wide && 'address-form__field--wide')}
                >
                  <label htmlFor={fieldId}>
                    {i18n._(f.text)}
                    {f.required ? <span aria-hidden="true"> *</span> : null}
                  </label>
                  <input
                    ref={(el) => {
                      fieldRefs.current[f.key] = el
                    }}
                    id={fieldId}
                    type="text"
                    inputMode={f.key === 'floor' || f.key === 'entrance' ? 'numeric' : undefined}
                    autoComplete="off"
                    value={s.details[f.key]}
                    required={f.required}
                    aria-required={f.required || undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                    onChange={(e) => setDetail(f.key, e.target.value)}
                  />
                  {error ? (
                    <span id={`${fieldId}-error`} className="address-form__error">
                      {i18n._(deliveryTexts.required)}
                    </span>
                  ) : null}
                </div>
              )
            })}
          </div>
        ) : null}
        <Button type="submit" block disabled={lookingUp}>
          {refine ? i18n._(zoneTexts.refine) : i18n._(deliveryTexts.confirmAddress)}
        </Button>
      </form>
    </DockSheet>
  )
}
