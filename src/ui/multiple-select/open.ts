/**
 * Opens the multiple-select popup (shell element, any module): `title`, the items (`data`) with
 * `idKey`/`labelKey`, radio or checkbox, and the ids chosen so far (or items' `checked`).
 * Resolves with the chosen ids when confirmed, or null when closed without confirming (close
 * button, back).
 */
import { openPopup, type Text } from '../../core/overlay.ts'
import type {
  MultipleSelectId,
  MultipleSelectItem,
  MultipleSelectProps,
} from './multiple-select.tsx'
import { lazyComponent } from '../../core/lazy-component.ts'

const MultipleSelectPopup = lazyComponent(() => import('./multiple-select-popup.tsx'))

export interface MultipleSelectOptions<
  T extends MultipleSelectItem = MultipleSelectItem,
> extends Omit<MultipleSelectProps<T>, 'label' | 'onConfirm' | 'confirmLabel'> {
  title: Text
  /** The confirm button's text. @default 'Done' */
  confirmLabel?: Text
}

export type { MultipleSelectId, MultipleSelectItem }

export function openMultipleSelect<T extends MultipleSelectItem>(
  options: MultipleSelectOptions<T>,
): Promise<MultipleSelectId[] | null> {
  return new Promise((resolve) => {
    let answered = false
    const answer = (ids: MultipleSelectId[] | null) => {
      if (answered) return
      answered = true
      resolve(ids)
    }
    const close = openPopup<{
      options: MultipleSelectOptions
      onConfirm: (ids: MultipleSelectId[]) => void
    }>({
      label: options.title,
      component: MultipleSelectPopup,
      props: {
        options: options as unknown as MultipleSelectOptions,
        onConfirm: (ids) => {
          answer(ids)
          close()
        },
      },
      onClose: () => answer(null),
    })
  })
}
