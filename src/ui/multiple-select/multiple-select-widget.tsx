/**
 * A SchemaForm widget for a multi-select array field (`{type:'array', uniqueItems:true, items:
 * {oneOf:[{const, title}]}}`): a button showing the chosen labels that opens the multiple-select
 * popup. Used as `'ui:widget': MultipleSelectWidget` (add `'ui:options': {type: 'radio'}` for one
 * choice). The field template labels it (an array of unique enum items is one control to rjsf:
 * `displayLabel`) and shows its first error, as for any field: the widget is the button only.
 */
import { useLingui } from '@lingui/react/macro'
import type { WidgetProps } from '@rjsf/utils'
import { controlA11y } from '../schema-form/a11y.ts'
import { useTranslate } from '../schema-form/context.ts'
import type { MultipleSelectId } from './multiple-select.tsx'
import { openMultipleSelect } from './open.ts'
import './multiple-select.css'

export function MultipleSelectWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, options } = props
  const { t } = useLingui()
  const translate = useTranslate(props.registry)
  const enumOptions = options.enumOptions ?? []
  const chosen: unknown[] = Array.isArray(value) ? value : value == null ? [] : [value]
  const chosenLabels = enumOptions
    .filter((o) => chosen.includes(o.value))
    .map((o) => translate(o.label))
  const title = translate(label)

  const open = async () => {
    const ids = await openMultipleSelect({
      title: title || t`Choose…`,
      data: enumOptions.map((o) => ({
        value: o.value as MultipleSelectId,
        label: translate(o.label),
      })),
      idKey: 'value',
      labelKey: 'label',
      type: options.type === 'radio' ? 'radio' : 'checkbox',
      selected: chosen as MultipleSelectId[],
    })
    if (ids === null) return
    props.onChange(ids.length ? ids : undefined)
    props.onBlur(id, ids)
  }

  return (
    <button
      type="button"
      id={id}
      className="sf-input multiple-select-field"
      disabled={disabled || readonly}
      aria-haspopup="dialog"
      onClick={() => void open()}
      {...controlA11y(props)}
    >
      <span className={chosenLabels.length ? undefined : 'multiple-select-field__placeholder'}>
        {chosenLabels.length ? chosenLabels.join(', ') : t`Choose…`}
      </span>
    </button>
  )
}
