/** spec §4 Order status: distinct icons — new a dot, process a clock, done a check, cancel a cross. */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Icon, type IconName } from '../../../ui/icon/icon.tsx'
import '../icons.ts'

export const statusTexts: Record<string, MessageDescriptor> = {
  new: msg({ message: 'New', context: 'order status' }),
  process: msg({ message: 'In progress', context: 'order status' }),
  done: msg({ message: 'Done', context: 'order status' }),
  cancel: msg({ message: 'Cancelled', context: 'order status' }),
}

const icons: Record<string, IconName> = {
  process: 'status-process',
  done: 'status-done',
  cancel: 'status-cancel',
}

export function StatusIcon({ status }: { status: string }) {
  return (
    <Icon
      name={icons[status] ?? 'status-new'}
      size={20}
      className={`order-status-icon order-status-icon--${status}`}
    />
  )
}
