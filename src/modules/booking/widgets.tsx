/** The booking form's own widget: the only branch, shown as a read-only label (spec §2). */
import type { WidgetProps } from '@rjsf/utils'
import { useTranslate } from '../../ui/schema-form/context.ts'

export function OnlyChoiceWidget(props: WidgetProps) {
  const translate = useTranslate(props.registry)
  const option = props.options.enumOptions?.find((o) => o.value === props.value)
  // <output> is labelable: the field's label names it, and it reads as text, not as an input
  return (
    <output id={props.id} className="booking-only-choice">
      {option ? translate(option.label) : ''}
    </output>
  )
}
