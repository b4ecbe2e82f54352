// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { call, testApp, type TestApp } from './helpers.ts'

let app: TestApp
let db: Db
const client = 'pizzeria-spb'
const headers = { 'X-Admin-Secret': 'update-secret' }

beforeAll(async () => {
  ;({ app, db } = await testApp())
  process.env.ADMIN_SECRET = 'update-secret'
})
afterAll(async () => {
  delete process.env.ADMIN_SECRET
  await db.close()
})

async function updateSettings() {
  const r = await call(app, 'app', { client, body: { location: `http://${client}.localhost/` } })
  expect(r.status).toBe(200)
  const settings = r.json.settings as { modules: Record<string, Record<string, unknown>> }
  return settings.modules.update!
}

describe('POST admin/update', () => {
  it('the demo seed offers no update: a new customer reaches home', async () => {
    const update = await updateSettings()
    expect(update.version).toBeUndefined()
    expect(update.versionUpdateLinkAppStore).toBe('https://example.org/app/pizzeria-spb/ios')
  })

  it('needs the admin secret', async () => {
    const r = await call(app, 'admin/update', { client, body: { version: { pwa: '9.0.0' } } })
    expect(r.status).toBe(403)
    expect((await updateSettings()).version).toBeUndefined()
  })

  it('offers an update (optionally required) and takes it back, keeping the store links', async () => {
    let r = await call(app, 'admin/update', {
      client,
      headers,
      body: { version: { pwa: '9.0.0', ios: '9.0.0' }, required: true },
    })
    expect(r.status).toBe(200)
    let update = await updateSettings()
    expect(update).toMatchObject({
      version: { pwa: '9.0.0', ios: '9.0.0' },
      versionUpdateRequired: true,
      versionUpdateLinkGogglePlay: 'https://example.org/app/pizzeria-spb/android',
    })
    r = await call(app, 'admin/update', { client, headers, body: { version: null } })
    expect(r.status).toBe(200)
    update = await updateSettings()
    expect(update.version).toBeUndefined()
    expect(update.versionUpdateRequired).toBe(false)
  })

  it('refuses a wrong body', async () => {
    const r = await call(app, 'admin/update', {
      client,
      headers,
      body: { version: { pwa: 3 } },
    })
    expect(r.status).toBe(400)
  })
})
