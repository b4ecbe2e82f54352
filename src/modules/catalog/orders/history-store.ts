/**
 * Order history's client state (spec catalog-and-ordering §2 order detail): the order the detail
 * shows, taken from the selected list item. The list itself is server data: ./queries.ts.
 */
import { proxy, useSnapshot } from 'valtio'
import { navigate } from '../../../core/state/ui.ts'
import type { Order } from './types.ts'
import { catalogUrl } from '../common/index.ts'

export const historyUrl = (): string => catalogUrl('history')
export const historyBodyUrl = (): string => catalogUrl('history/body')

export interface HistoryState {
  /** The order the detail shows. */
  selected: Order | null
}

export const history = proxy<HistoryState>({ selected: null })

export function openOrder(order: Order): void {
  history.selected = JSON.parse(JSON.stringify(order)) as Order
  navigate(historyBodyUrl())
}

export function resetHistory(): void {
  history.selected = null
}

export function useHistory() {
  return useSnapshot(history)
}
