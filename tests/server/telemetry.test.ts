// @vitest-environment node
/**
 * Telemetry calls (issue 15): statistics events stored and validated, session-recording batches,
 * the Sentry-protocol envelope ingest, and the demo dsn filled in by app data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'

const SECRET = 'telemetry-test-secret'
let app: TestApp
let db: Db

beforeAll(async () => {
  process.env.ADMIN_SECRET = SECRET
  ;({ app, db } = await testApp())
})
afterAll(async () => {
  await db.close()
})

const admin = { 'X-Admin-Secret': SECRET }

function envelope(event: Record<string, unknown>): string {
  const payload = JSON.stringify(event)
  return [
    JSON.stringify({ event_id: event.event_id, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
    payload,
  ].join('\n')
}

describe('statistics', () => {
  it('stores an event and lists it for the admin', async () => {
    const dev = await registerDevice(app, 'coffee')
    const r = await call(app, 'statistics', {
      client: 'coffee',
      token: dev.token,
      body: { action: 'push-open', id: 12, date: '2026-11-23T10:00:00.000Z' },
    })
    expect(r.status).toBe(200)
    expect(r.json.status).toBe('ok')
    const list = await call(app, 'admin/statistics', { client: 'coffee', headers: admin })
    expect(list.json.events).toEqual([
      { action: 'push-open', id: '12', date: '2026-11-23T10:00:00.000Z' },
    ])
  })

  it('refuses hostile input', async () => {
    const bad = [
      { action: 'x', date: 'yesterday' },
      { action: 'x', date: '2026-13-45T99:00:00Z' },
      { action: 'DROP TABLE', date: '2026-11-23T10:00:00Z' },
      { action: 'x'.repeat(65), date: '2026-11-23T10:00:00Z' },
      { action: 'x', id: 'y'.repeat(129), date: '2026-11-23T10:00:00Z' },
      { action: 'x', id: { nested: true }, date: '2026-11-23T10:00:00Z' },
      { action: 'x', date: '2026-11-23T10:00:00Z', extra: 1 },
      { date: '2026-11-23T10:00:00Z' },
      [],
    ]
    for (const body of bad) {
      const r = await call(app, 'statistics', { client: 'coffee', body })
      expect(r.status, JSON.stringify(body)).toBe(400)
    }
    const nul = await call(app, 'statistics', {
      client: 'coffee',
      body: '{"action":"x","id":"a\\u0000b","date":"2026-11-23T10:00:00Z"}',
    })
    expect(nul.status).toBe(400)
    expect((await call(app, 'admin/statistics', { client: 'coffee' })).status).toBe(403)
  })
})

describe('session recording', () => {
  it('stores batches of a registered device; refuses without one', async () => {
    const dev = await registerDevice(app, 'sushi')
    const body = {
      session: 'abc-12345678',
      seq: 0,
      project: 'sushi-demo',
      events: [{ type: 4, timestamp: 1, data: { href: 'x', width: 1, height: 1 } }],
    }
    expect((await call(app, 'session-recording', { client: 'sushi', body })).status).toBe(401)
    const r = await call(app, 'session-recording', { client: 'sushi', token: dev.token, body })
    expect(r.json).toMatchObject({ status: 'ok', stored: true })
    const again = await call(app, 'session-recording', { client: 'sushi', token: dev.token, body })
    expect(again.json).toMatchObject({ stored: false })
    const bad = await call(app, 'session-recording', {
      client: 'sushi',
      token: dev.token,
      body: { ...body, events: [{ type: 'x' }] },
    })
    expect(bad.status).toBe(400)
    const list = await call(app, 'admin/session-recordings', { client: 'sushi', headers: admin })
    expect(list.json.sessions).toEqual([{ session: 'abc-12345678', batches: 1, events: 1 }])
  })
})

describe('error-report ingest', () => {
  it('app data gives the demo brand a dsn on this server', async () => {
    const r = await call(app, 'app', { client: 'sushi', host: 'sushi.localhost:8156', body: {} })
    const settings = r.json.settings as { errorReporting: { dsn: string } }
    expect(settings.errorReporting.dsn).toBe('http://sushidemo@sushi.localhost:8156/3')
  })

  it('stores the events of an envelope with their tags', async () => {
    const event = {
      event_id: 'a'.repeat(32),
      level: 'error',
      tags: { brand: 'sushi', version: '1.2.2' },
      exception: { values: [{ type: 'Error', value: 'widget exploded' }] },
    }
    const res = await app.request('http://localhost/api/3/envelope/?sentry_key=sushidemo', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: envelope(event),
    })
    expect(res.status).toBe(200)
    const list = await call(app, 'admin/error-events', { client: 'sushi', headers: admin })
    expect(list.json.events).toEqual([
      {
        eventId: 'a'.repeat(32),
        level: 'error',
        message: 'Error: widget exploded',
        tags: { brand: 'sushi', version: '1.2.2' },
      },
    ])
  })

  it('refuses a wrong key or project and malformed envelopes', async () => {
    const post = (path: string, body: string) =>
      app.request(`http://localhost${path}`, { method: 'POST', body })
    const ok = envelope({ event_id: 'b'.repeat(32) })
    expect((await post('/api/3/envelope/?sentry_key=nope', ok)).status).toBe(403)
    expect((await post('/api/4/envelope/?sentry_key=sushidemo', ok)).status).toBe(403)
    expect((await post('/api/3/envelope/', ok)).status).toBe(403)
    const key = '/api/3/envelope/?sentry_key=sushidemo'
    expect((await post(key, 'not json')).status).toBe(400)
    expect((await post(key, '{}\n{"type":"event","length":999}\n{}')).status).toBe(400)
    expect((await post(key, '{}\n{"type":"event"}\n{"event_id":"short"}')).status).toBe(400)
    expect(
      (
        await post(
          key,
          '{}\n{"type":"event"}\n{"event_id":"' + 'c'.repeat(32) + '","message":"a\\u0000"}',
        )
      ).status,
    ).toBe(400)
  })
})
