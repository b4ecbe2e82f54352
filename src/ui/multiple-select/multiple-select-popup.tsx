/** The multiple-select content as the overlay host renders it inside the shell's popup. */
import { useText } from '../../core/i18n/text.ts'
import { MultipleSelect, type MultipleSelectId } from './multiple-select.tsx'
import type { MultipleSelectOptions } from './open.ts'

export default function MultipleSelectPopup({
  options,
  onConfirm,
}: {
  options: MultipleSelectOptions
  onConfirm: (ids: MultipleSelectId[]) => void
  close: () => void
}) {
  const text = useText()
  const { title, confirmLabel, ...rest } = options
  return (
    <MultipleSelect
      {...rest}
      label={text(title)}
      confirmLabel={confirmLabel ? text(confirmLabel) : undefined}
      onConfirm={onConfirm}
    />
  )
}
