// @vitest-environment node
import Ajv from 'ajv'
import { existsSync, readFileSync } from 'node:fs'
import { addSpecKeywords } from '../../src/shared/validation/keywords.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/db.ts'
import { demoBrands } from '../../server/seed/index.ts'
import { bindTokenUser, revokeToken } from '../../server/session.ts'
import { call, registerDevice, testApp, type TestApp } from './helpers.ts'

type Settings = Record<string, unknown> & { modules: Record<string, Record<string, unknown>> }
type AppAnswer = {
  status: string
  settings: Settings
  custom: Record<string, unknown>
  user: Record<string, unknown>
  branches: Record<string, unknown>[]
}

/** Every module the specs name (shell-data §2 "Module descriptors" and the other two). */
const SPEC_MODULES = [
  'actions',
  'auth',
  'bonus',
  'booking',
  'catalog',
  'feedback',
  'getwallet',
  'gifts',
  'history',
  'home',
  'maps',
  'news',
  'notifications',
  'pages',
  'panelmenu',
  'referral',
  'related',
  'settings',
  'specialoffer',
  'stampcard',
]

const appDataSchema = JSON.parse(
  readFileSync(new URL('../../schemas/app-data.json', import.meta.url), 'utf8'),
)

let app: TestApp
let db: Db
const answers = new Map<string, AppAnswer>()

beforeAll(async () => {
  ;({ app, db } = await testApp())
  for (const b of demoBrands) {
    const r = await call(app, 'app', {
      host: `${b.client}.localhost:8080`,
      body: { location: `http://${b.client}.localhost:8080/` },
    })
    expect(r.status).toBe(200)
    answers.set(b.client, r.json as AppAnswer)
  }
})
afterAll(() => db.close())

describe('POST app', () => {
  it('answers every demo brand with settings, custom, user and branches', () => {
    expect(answers.size).toBeGreaterThanOrEqual(4)
    for (const a of answers.values()) {
      expect(a.status).toBe('ok')
      expect(a.settings.modules).toBeTypeOf('object')
      expect(a.custom).toBeTypeOf('object')
      expect(a.user).toEqual({ idUser: null, username: 'Guest', idDevice: null })
      expect(a.branches.length).toBeGreaterThan(0)
    }
  })

  it('gives each brand its own name, colours, logo and tab bar', () => {
    const all = [...answers.values()].map((a) => a.settings)
    const distinct = (pick: (s: Settings) => unknown) =>
      new Set(all.map((s) => JSON.stringify(pick(s)))).size
    expect(distinct((s) => s.name)).toBe(all.length)
    expect(distinct((s) => s.colors)).toBe(all.length)
    expect(distinct((s) => s.logo)).toBe(all.length)
    expect(distinct((s) => s.tabbar)).toBe(all.length)
    for (const s of all) {
      expect(s.logo).toMatch(/^\/rest\/image\/logo-[a-z0-9-]+\/0\/256\/scale\.png$/)
      const tabbar = s.tabbar as string[]
      for (const tab of tabbar) expect(Object.keys(s.modules)).toContain(tab)
      expect(Object.keys(s.modules)).toContain(s.defaultTab)
    }
  })

  it('switches on, across the demo brands, every module the specs name', () => {
    const enabled = new Set([...answers.values()].flatMap((a) => Object.keys(a.settings.modules)))
    for (const name of SPEC_MODULES) expect(enabled, name).toContain(name)
  })

  it('has one Russian-only brand, and the others offer ru and en', () => {
    const langs = [...answers.values()].map((a) => (a.settings.languages as string[]).join(','))
    expect(langs.filter((l) => l === 'ru')).toHaveLength(1)
    expect(langs.filter((l) => l === 'ru,en').length).toBeGreaterThanOrEqual(3)
  })

  it('pairs two regions of one chain through the related module', () => {
    const msk = answers.get('pizzeria-msk')!.settings.modules.related as {
      list: { domain: string }[]
    }
    const spb = answers.get('pizzeria-spb')!.settings.modules.related as {
      list: { domain: string }[]
    }
    expect(msk.list.map((r) => r.domain)).toContain('pizzeria-spb')
    expect(spb.list.map((r) => r.domain)).toContain('pizzeria-msk')
    for (const r of [...msk.list, ...spb.list])
      expect(r).toMatchObject({ name: expect.any(String) })
  })

  it('carries the edge cases the app must survive', () => {
    const sushi = answers.get('sushi')!.settings
    expect(sushi.modules['legacy-widget']).toBeDefined()
    expect(sushi['app.hideTabbarLabels']).toBe(false)
    expect(sushi.modules.app!.updateInterval).toBeGreaterThan(0)
    // Home buttons: an odd count on at least one brand; only the spec's types.
    const counts = [...answers.values()].map(
      (a) => (a.settings.modules.home!.buttons as unknown[]).length,
    )
    expect(counts.some((n) => n % 2 === 1)).toBe(true)
    for (const a of answers.values()) {
      const home = a.settings.modules.home as {
        buttons: { type: string }[]
        social: { type: string; link: string }[]
      }
      for (const b of home.buttons) {
        expect(['phone', 'feedback', 'site', 'telegram', 'whatsapp', 'viber']).toContain(b.type)
      }
      for (const s of home.social) expect(['tg', 'insta', 'vk', 'fb', 'ok', 'tt']).toContain(s.type)
      expect(
        Object.keys(home).every((k) => ['buttons', 'social', 'contactsTitle'].includes(k)),
      ).toBe(true)
      expect(a.settings.modules.panelmenu).toEqual({})
      expect(a.settings.modules.settings).toEqual({})
    }
  })

  it('sends branches with coordinates, phones and working hours', () => {
    for (const a of answers.values()) {
      for (const br of a.branches) {
        expect(br).toMatchObject({
          idBranch: expect.any(Number),
          name: expect.any(String),
          address: expect.any(String),
          lat: expect.any(Number),
          lng: expect.any(Number),
          contactPhone: expect.any(String),
          startTime: expect.stringMatching(/^\d\d:\d\d$/),
          endTime: expect.stringMatching(/^\d\d:\d\d$/),
          isPickpoint: expect.any(Boolean),
        })
        expect(br.workingTime).toHaveLength(7)
      }
    }
  })

  it('validates every brand’s app data against schemas/app-data.json', () => {
    // Strict, to catch mistakes in the schema itself; and as the app compiles it.
    for (const strict of [true, false]) {
      const validate = new Ajv({ strict, allErrors: true, allowUnionTypes: true }).compile(
        appDataSchema,
      )
      for (const [client, a] of answers) {
        const data = structuredClone(a)
        expect(validate(data), `${client}: ${JSON.stringify(validate.errors)}`).toBe(true)
      }
    }
  })

  it('gives every module settings that its schema (schemas/modules/<name>.json) accepts', () => {
    for (const [client, a] of answers) {
      for (const [name, settings] of Object.entries(a.settings.modules)) {
        const file = new URL(`../../schemas/modules/${name}.json`, import.meta.url)
        if (!existsSync(file)) continue
        const schema = JSON.parse(readFileSync(file, 'utf8'))
        const validate = addSpecKeywords(new Ajv({ strict: false, allErrors: true })).compile(
          schema,
        )
        const copy = structuredClone(settings)
        expect(validate(copy), `${client} ${name}: ${JSON.stringify(validate.errors)}`).toBe(true)
      }
    }
  })

  it('rejects app data that breaks the schema', () => {
    const validate = new Ajv({ allowUnionTypes: true }).compile(appDataSchema)
    const good = structuredClone(answers.get('coffee')!)
    expect(validate({ ...good, settings: { ...good.settings, modules: undefined } })).toBe(false)
    expect(validate({ ...good, settings: { ...good.settings, tabbar: [1] } })).toBe(false)
    expect(validate({ ...good, settings: { ...good.settings, languages: ['de'] } })).toBe(false)
    expect(validate({ ...good, branches: [{ name: 'no id' }] })).toBe(false)
    expect(validate({ ...good, settings: { ...good.settings, 'app.hideMenu': true } })).toBe(true)
  })

  it('returns the token’s device, and the signed-in user once the token has one', async () => {
    const { token, idDevice } = await registerDevice(app, 'coffee')
    let r = await call(app, 'app', { client: 'coffee', token, body: {} })
    expect(r.json.user).toEqual({ idUser: null, username: 'Guest', idDevice })

    const [user] = await db.query<{ id_user: number }>(
      `INSERT INTO users (client, username, display_name, bonus, data)
       VALUES ('coffee', '375291112233', 'Анна Петрова', 120, '{"fName":"Анна","lName":"Петрова"}')
       RETURNING id_user`,
    )
    await bindTokenUser(db, token, user!.id_user)
    r = await call(app, 'app', { client: 'coffee', token, body: {} })
    expect(r.json.user).toMatchObject({
      idUser: user!.id_user,
      idDevice,
      username: '375291112233',
      display_name: 'Анна Петрова',
      fName: 'Анна',
      bonus: 120,
    })

    // Another brand does not know this token; a revoked token is a guest again.
    r = await call(app, 'app', { client: 'sushi', token, body: {} })
    expect(r.json.user).toEqual({ idUser: null, username: 'Guest', idDevice: null })
    await revokeToken(db, token)
    r = await call(app, 'app', { client: 'coffee', token, body: {} })
    expect(r.json.user).toEqual({ idUser: null, username: 'Guest', idDevice: null })
  })

  it('rejects a bad body with 400 and a message', async () => {
    let r = await call(app, 'app', { client: 'coffee', body: { location: 42 } })
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({ status: 'error', code: 'bad_request' })
    expect(r.json.message).toContain('location')
    r = await call(app, 'app', { client: 'coffee', body: '{nope' })
    expect(r.status).toBe(400)
    expect(r.json.message).toBe('Тело запроса не является корректным JSON')
  })
})
