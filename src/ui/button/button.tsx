/**
 * Button: primary, secondary or link look; at least 44 px tall (spec: 44 px where the spec has
 * buttons); `loading` keeps the label (the accessible name) and shows a spinner.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { clsx } from 'clsx'
import './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'link'

export interface ButtonLookOptions {
  variant?: ButtonVariant
  /** Full width of its container. */
  block?: boolean
  className?: string
}

/** The button look for elements that must stay links (`<a className={buttonClass()}>`). */
export function buttonClass({ variant = 'primary', block, className }: ButtonLookOptions = {}) {
  return clsx('ui-button', `ui-button--${variant}`, block && 'ui-button--block', className)
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookOptions {
  loading?: boolean
  icon?: ReactNode
}

export function Button({
  variant,
  block,
  className,
  loading = false,
  icon,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : icon}
      <span className="ui-button__label">{children}</span>
    </button>
  )
}
