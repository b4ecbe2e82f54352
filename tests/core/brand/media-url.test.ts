// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mediaUrl } from '../../../src/core/brand/brand.ts'

describe('mediaUrl', () => {
  const brand = { apiBase: 'http://pizza.localhost:8080/rest/mobile/v53/', apiQuery: {} }

  it('turns an image id into an image URL on the platform', () => {
    expect(mediaUrl(42, brand)).toBe('http://pizza.localhost:8080/rest/image/42/0/400/scale.png')
    expect(mediaUrl('42', brand, 128)).toBe(
      'http://pizza.localhost:8080/rest/image/42/0/128/scale.png',
    )
  })

  it('resolves root-relative paths on the API origin and keeps full URLs', () => {
    expect(mediaUrl('/rest/image/logo-pizza/0/256/scale.png', brand)).toBe(
      'http://pizza.localhost:8080/rest/image/logo-pizza/0/256/scale.png',
    )
    expect(mediaUrl('https://cdn.example/x.png', brand)).toBe('https://cdn.example/x.png')
  })

  it('gives null for nothing', () => {
    expect(mediaUrl('', brand)).toBeNull()
    expect(mediaUrl(undefined, brand)).toBeNull()
  })
})
