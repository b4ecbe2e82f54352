// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { brandQuery } from '../../../src/core/brand/brand.ts'

describe('brandQuery (issue 12 #19: in-app URLs keep ?client=)', () => {
  it('lists the query parameters that name the brand or its host', () => {
    expect(brandQuery('http://localhost:8080/catalog/?client=pizzeria&q=1')).toEqual([
      ['client', 'pizzeria'],
    ])
    expect(brandQuery('http://10.0.0.2/?client=sushi&host=example.org')).toEqual([
      ['client', 'sushi'],
      ['host', 'example.org'],
    ])
    expect(brandQuery('http://coffee.localhost:8080/')).toEqual([])
  })
})
