// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
let dist: string
const INDEX = '<!doctype html><title>App</title><div id="root"></div>'
const BIG = 'export const words = ' + JSON.stringify('слово word '.repeat(400)) + '\n'

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()')
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)')
  writeFileSync(join(dist, 'assets', 'big-XyZ789.js'), BIG)
  ;({ app, db } = await testApp({ distDir: dist }))
})
afterAll(async () => {
  await db.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (path: string, init: RequestInit = {}) =>
  app.request(`http://coffee.localhost:8080${path}`, init)

describe('the built app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    expect(await res.text()).toBe(INDEX)
  })

  it('falls back to index.html for app routes', async () => {
    for (const path of ['/news/', '/catalog/category/0/12', '/profile/edit?x=1']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toBe(INDEX)
    }
  })

  it('caches hashed assets for ever and the service worker never', async () => {
    const asset = await get('/assets/index-AbC123.js')
    expect(asset.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const sw = await get('/sw.js')
    expect(sw.headers.get('Cache-Control')).toBe('no-cache')
    expect(await sw.text()).toBe('self.skipWaiting()')
    const icon = await get('/favicon.svg')
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml')
  })

  it('answers a conditional request with 304 and HEAD without a body', async () => {
    const first = await get('/sw.js')
    const again = await get('/sw.js', { headers: { 'If-None-Match': first.headers.get('ETag')! } })
    expect(again.status).toBe(304)
    const head = await get('/assets/index-AbC123.js', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('compresses text files as the browser accepts, each encoding its own tag', async () => {
    const plain = await get('/assets/big-XyZ789.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(BIG)
    const tags = new Set([plain.headers.get('ETag')])
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/assets/big-XyZ789.js', { headers: { 'Accept-Encoding': accept } })
      expect(res.headers.get('Content-Encoding')).toBe(encoding)
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.length).toBeLessThan(Buffer.byteLength(BIG))
      expect(decode(bytes).toString()).toBe(BIG)
      const etag = res.headers.get('ETag')!
      tags.add(etag)
      const again = await get('/assets/big-XyZ789.js', {
        headers: { 'Accept-Encoding': accept, 'If-None-Match': etag },
      })
      expect(again.status).toBe(304)
    }
    expect(tags.size).toBe(3)
    // Small files and images go as they are.
    const small = await get('/sw.js', { headers: { 'Accept-Encoding': 'br' } })
    expect(small.headers.get('Content-Encoding')).toBeNull()
  })

  it('answers missing files with 404, never index.html', async () => {
    const res = await get('/assets/missing-123.js')
    expect(res.status).toBe(404)
    expect((await get('/nope.png')).status).toBe(404)
  })

  it('never serves files outside the dist folder', async () => {
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await get(path)
      expect(await res.text(), path).not.toContain('"name"')
    }
  })

  it('answers unknown /rest paths with a JSON 404, not the app', async () => {
    const res = await get('/rest/unknown')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ status: 'error' })
  })
})
