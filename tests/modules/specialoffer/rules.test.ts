// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { offerLayout, offerUrl, showsBlockTitle } from '../../../src/modules/specialoffer/rules.ts'

describe('special offers layout (shell-data §2)', () => {
  it('one offer is a single slide whatever the listType; more follow listType', () => {
    expect(offerLayout(1, 'mosaic')).toBe('single')
    expect(offerLayout(1, 'slider')).toBe('single')
    expect(offerLayout(2, 'mosaic')).toBe('mosaic')
    expect(offerLayout(4, 'slider')).toBe('slider')
  })
  it('the block title shows with more than one offer', () => {
    expect(showsBlockTitle(1)).toBe(false)
    expect(showsBlockTitle(2)).toBe(true)
  })
  it('without a module to open it, an offer navigates (a product to /catalog/category/0/{id})', () => {
    expect(offerUrl({ type: 'product', id: 1190 })).toBe('/catalog/category/0/1190')
    expect(offerUrl({ type: 'gift', id: 1 })).toBe('/gifts/body/gift-1')
    expect(offerUrl({ type: 'action', id: 2 })).toBe('/actions/')
    expect(offerUrl({ type: 'news', id: 2 })).toBe('/news/')
    expect(offerUrl({ type: 'product', id: '1/../x' })).toBe('/catalog/category/0/1%2F..%2Fx')
  })
})
