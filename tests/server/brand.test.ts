// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFromHost, clientFromReferer, resolveClient } from '../../server/brand.ts'
import type { Db } from '../../server/db/db.ts'
import { call, testApp, type TestApp } from './helpers.ts'

describe('brand from the host name', () => {
  it('takes the first label of a subdomain of localhost', () => {
    expect(clientFromHost('pizzeria.localhost:8080')).toBe('pizzeria')
    expect(clientFromHost('Coffee.LocalHost')).toBe('coffee')
    expect(clientFromHost('localhost:8080')).toBeNull()
  })

  it('needs more labels than a two-label platform host', () => {
    expect(clientFromHost('coffee.example.com')).toBe('coffee')
    expect(clientFromHost('example.com')).toBeNull()
  })

  it('honours an explicit base host', () => {
    expect(clientFromHost('coffee.app.example.com', 'app.example.com')).toBe('coffee')
    expect(clientFromHost('app.example.com', 'app.example.com')).toBeNull()
    expect(clientFromHost('www.coffee.example.com', 'example.com')).toBe('www')
  })

  it('never reads a brand from an IP address', () => {
    expect(clientFromHost('127.0.0.1:8080')).toBeNull()
    expect(clientFromHost('[::1]:8080')).toBeNull()
  })

  it('lets the client query win over the subdomain', () => {
    expect(resolveClient({ url: 'http://sushi.localhost:8080/x?client=coffee' })).toEqual({
      client: 'coffee',
      via: 'query',
    })
    expect(resolveClient({ url: 'http://sushi.localhost:8080/x' })).toEqual({
      client: 'sushi',
      via: 'host',
    })
    expect(resolveClient({ url: 'http://localhost:8080/x' })).toBeNull()
  })

  it('reads the page’s ?client= from a Referer', () => {
    expect(clientFromReferer('http://localhost:8080/news/?client=coffee')).toBe('coffee')
    expect(clientFromReferer('not a url')).toBeNull()
    expect(clientFromReferer(undefined)).toBeNull()
  })
})

describe('brand of an API call', () => {
  let app: TestApp
  let db: Db
  beforeAll(async () => {
    ;({ app, db } = await testApp())
  })
  afterAll(() => db.close())

  it('serves the brand of the subdomain', async () => {
    const r = await call(app, 'app', { host: 'pizzeria-msk.localhost:8080', body: {} })
    expect(r.status).toBe(200)
    expect((r.json.settings as { name: string }).name).toBe('Пицца Марио')
  })

  it('serves the brand of the client query on a bare host', async () => {
    const r = await call(app, 'app', { host: '127.0.0.1:8080', client: 'coffee', body: {} })
    expect(r.status).toBe(200)
    expect((r.json.settings as { currency: string }).currency).toBe('BYN')
  })

  it('prefers the query to the subdomain', async () => {
    const r = await call(app, 'pages', { host: 'sushi.localhost:8080', client: 'coffee' })
    expect((r.json.pages as { title: string }[])[0]!.title).toBe('О кофейне')
  })

  it('answers an unknown brand with 404 and an error envelope, in Russian by default', async () => {
    const r = await call(app, 'app', { client: 'nope', body: {} })
    expect(r.status).toBe(404)
    expect(r.json).toMatchObject({ status: 'error', code: 'unknown_client' })
    expect(r.json.message).toBe('Приложение «nope» не найдено')
  })

  it('answers in English when asked', async () => {
    const r = await call(app, 'pages', {
      host: 'nope.localhost:8080',
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    })
    expect(r.status).toBe(404)
    expect(r.json.message).toBe('App “nope” was not found')
  })

  it('answers a call with no brand at all with 404', async () => {
    const r = await call(app, 'pages', { host: 'localhost:8080' })
    expect(r.status).toBe(404)
    expect(r.json.status).toBe('error')
  })

  it('answers an unknown method of a known brand with a 404 envelope', async () => {
    const r = await call(app, 'no-such-call', { client: 'coffee' })
    expect(r.status).toBe(404)
    expect(r.json).toMatchObject({ status: 'error', code: 'not_found', message: 'Метод не найден' })
  })
})
