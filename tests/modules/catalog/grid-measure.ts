/**
 * jsdom has no layout: the long category's virtualised grid measured as on a 390 x 844 phone —
 * the scroller 844 px high, every row ROW_ESTIMATE px (virtual-product-grid.tsx). Call in a
 * `beforeEach`; `vi.restoreAllMocks()` undoes it.
 */
import { vi } from 'vitest'
import { ROW_ESTIMATE } from '../../../src/modules/catalog/products/virtual-product-grid.tsx'

export const SCREEN = 844

export function mockGridMeasure(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.scroller != null ? SCREEN : 0
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.index != null ? ROW_ESTIMATE : 0
  })
}
