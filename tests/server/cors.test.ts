// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { API, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
beforeAll(async () => {
  ;({ app, db } = await testApp())
})
afterAll(() => db.close())

describe('CORS for /rest/*', () => {
  // The page on localhost:8080/?client=coffee calls coffee.localhost:8080.
  const origin = 'http://localhost:8080'

  it('answers a preflight with the headers the app sends', async () => {
    const res = await app.request(`http://coffee.localhost:8080/rest/mobile/v53/app`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,accept-language,app-version,mini-app,content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST')
    const allowed = res.headers.get('Access-Control-Allow-Headers')!.toLowerCase()
    for (const h of [
      'authorization',
      'accept-language',
      'app-version',
      'mini-app',
      'content-type',
    ]) {
      expect(allowed).toContain(h)
    }
  })

  it('marks real answers, errors included, as readable cross-origin', async () => {
    const ok = await app.request(`${API}/pages?client=coffee`, { headers: { Origin: origin } })
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('*')
    const bad = await app.request(`${API}/pages?client=ghost`, { headers: { Origin: origin } })
    expect(bad.status).toBe(404)
    expect(bad.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })
})
