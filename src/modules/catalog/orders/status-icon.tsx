/** spec §4 Order status: distinct icons — new a dot, process a clock, done a check, cancel a cross. */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const statusTexts: Record<string, MessageDescriptor> = {
  new: msg({ message: 'New', context: 'order status' }),
  process: msg({ message: 'In progress', context: 'order status' }),
  done: msg({ message: 'Done', context: 'order status' }),
  cancel: msg({ message: 'Cancelled', context: 'order status' }),
}

export function StatusIcon({ status }: { status: string }) {
  const common = {
    viewBox: '0 0 24 24',
    width: 20,
    height: 20,
    'aria-hidden': true,
    focusable: false,
    className: `order-status-icon order-status-icon--${status}`,
  } as const
  switch (status) {
    case 'process':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M12 7v5l3 3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      )
    case 'done':
      return (
        <svg {...common}>
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )
    case 'cancel':
      return (
        <svg {...common}>
          <path
            d="M6 6l12 12M18 6L6 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
      )
    default:
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="5" fill="currentColor" />
        </svg>
      )
  }
}
