/**
 * A group of radio buttons under a legend: one value of a small, fixed set (the dev control's
 * host, locale and card view). Each choice is a labelled native radio, so the group is named by
 * its legend and each option by its label; `children` come after the choices (e.g. a field the
 * chosen option needs).
 */
import type { ReactNode } from 'react'

export interface RadioOption<T extends string> {
  value: T
  label: ReactNode
  /** Shown but not choosable (e.g. a host this build does not know). */
  disabled?: boolean
  /** The label's language when it differs from the page's ('English' on a Russian page). */
  lang?: string
}

export interface RadioGroupProps<T extends string> {
  legend: ReactNode
  /** The radios' shared `name`. */
  name: string
  value: T
  options: readonly RadioOption<T>[]
  onChange: (value: T) => void
  /** Classes of the fieldset and of each choice's label (the caller's layout). */
  className?: string
  choiceClassName?: string
  children?: ReactNode
}

export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
  choiceClassName,
  children,
}: RadioGroupProps<T>) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={choiceClassName}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span lang={option.lang}>{option.label}</span>
        </label>
      ))}
      {children}
    </fieldset>
  )
}
