/**
 * The multiple-select popup's content (spec shell-data §2 "Multiple-select popup supporting
 * checkbox or radio lists", §3 "Multiple select: title, data, idKey, labelKey, type, items with
 * checked"). Any module opens it through `openMultipleSelect` (./open.ts); this is the list of
 * labelled checkboxes (or radios) and the confirm button. The popup around it (a dialog named by
 * the title, a close button, back closes it) is the shell's (ui/popup, core/overlay.ts).
 */
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../button/button.tsx'
import './multiple-select.css'

export type MultipleSelectId = string | number

export type MultipleSelectItem = Record<string, unknown>

export interface MultipleSelectProps<T extends MultipleSelectItem = MultipleSelectItem> {
  /** The choices; an item's `checked` true preselects it (unless `selected` is given). */
  data: readonly T[]
  /** The key of an item's id. @default 'id' */
  idKey?: keyof T & string
  /** The key of an item's label. @default 'name' */
  labelKey?: keyof T & string
  /** checkbox: any number; radio: one. @default 'checkbox' */
  type?: 'checkbox' | 'radio'
  /** The ids chosen when it opens (overrides the items' `checked`). */
  selected?: readonly MultipleSelectId[]
  /** Accessible name of the group (the popup's title). */
  label: string
  /** The confirm button's text. @default 'Done' */
  confirmLabel?: string
  /** The chosen ids, in the items' order. */
  onConfirm: (ids: MultipleSelectId[]) => void
}

const idOf = (item: MultipleSelectItem, key: string): MultipleSelectId | null => {
  const v = item[key]
  return typeof v === 'string' || typeof v === 'number' ? v : null
}

/** The ids an item list starts with: `selected`, else the items marked `checked`. */
export function initialSelection(
  data: readonly MultipleSelectItem[],
  idKey: string,
  type: 'checkbox' | 'radio',
  selected?: readonly MultipleSelectId[],
): MultipleSelectId[] {
  const ids = data.map((item) => idOf(item, idKey)).filter((id) => id !== null)
  const chosen = selected
    ? ids.filter((id) => selected.includes(id))
    : data.filter((item) => item.checked === true).map((item) => idOf(item, idKey)!)
  const valid = chosen.filter((id) => id !== null)
  return type === 'radio' ? valid.slice(0, 1) : valid
}

export function MultipleSelect<T extends MultipleSelectItem>({
  data,
  idKey = 'id' as keyof T & string,
  labelKey = 'name' as keyof T & string,
  type = 'checkbox',
  selected,
  label,
  confirmLabel,
  onConfirm,
}: MultipleSelectProps<T>) {
  const { t } = useLingui()
  const groupId = useId()
  const [chosen, setChosen] = useState<MultipleSelectId[]>(() =>
    initialSelection(data, idKey, type, selected),
  )

  const toggle = (id: MultipleSelectId, on: boolean) => {
    if (type === 'radio') setChosen([id])
    else
      setChosen((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // in the items' order, whatever order they were ticked in
    const order = data.map((item) => idOf(item, idKey))
    onConfirm(order.filter((id): id is MultipleSelectId => id !== null && chosen.includes(id)))
  }

  return (
    <form className="multiple-select" onSubmit={submit}>
      <fieldset className="multiple-select__group">
        <legend className="visually-hidden">{label}</legend>
        {data.map((item, index) => {
          const id = idOf(item, idKey)
          if (id === null) return null
          const inputId = `${groupId}-${index}`
          return (
            <label key={`${id}`} className="multiple-select__item" htmlFor={inputId}>
              <input
                id={inputId}
                type={type}
                name={groupId}
                value={String(id)}
                checked={chosen.includes(id)}
                onChange={(e) => toggle(id, e.target.checked)}
              />
              <span className="multiple-select__label">{String(item[labelKey] ?? '')}</span>
            </label>
          )
        })}
      </fieldset>
      <div className="multiple-select__actions">
        <Button type="submit" block>
          {confirmLabel ?? t`Done`}
        </Button>
      </div>
    </form>
  )
}
