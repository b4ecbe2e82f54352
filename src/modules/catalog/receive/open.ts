/**
 * Opens the delivery/pickup popup (spec catalog §2 element 8). The popup and its map are a lazy
 * chunk: Leaflet loads only when the popup first opens.
 */
import { openPopup, overlay } from '../../../core/overlay.ts'
import { availableReceiveTypes, type ReceiveType } from './store.ts'
import { config } from '../common/index.ts'
import { deliveryTexts } from './texts.ts'
import { lazyComponent } from '../../../core/lazy-component.ts'

export const ReceivePopupContent = lazyComponent(() => import('./receive-popup.tsx'))

export interface ReceivePopupProps {
  /** The mode to open in; the current receive type (or the first configured) by default. */
  mode?: ReceiveType
}

/** The popup's overlay entry is on top (no dialog over it). */
export function receivePopupOnTop(): boolean {
  const top = overlay.stack[overlay.stack.length - 1]
  return top?.request.kind === 'popup' && top.request.component === ReceivePopupContent
}

export function openReceivePopup(props: ReceivePopupProps = {}): () => void {
  const types = availableReceiveTypes(config.settings)
  const label =
    types.length === 1
      ? types[0] === 'pickup'
        ? deliveryTexts.branchList
        : deliveryTexts.addressSheet
      : deliveryTexts.popupTitle
  return openPopup<ReceivePopupProps>({ label, component: ReceivePopupContent, props })
}
