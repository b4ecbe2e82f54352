/**
 * POST device-register — spec (accounts-loyalty §3, §7): payload key (the install's uuid), os,
 * name, model, version, pwa, authToken; answer `{user: {idDevice}, authToken}`.
 * A live token (in the body or the Authorization header) keeps its device and is returned as it
 * is; otherwise the device is found by its key (or created) and gets a new guest token.
 * os, name, model and version longer than the schema allows are trimmed, never refused.
 */
import type { Hono } from 'hono'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import { ok } from '../http.ts'
import { bearerToken, findSession, issueToken } from '../session.ts'
import { apiSchema, validateBody } from '../validation.ts'

/** What the app says about the device: too long is trimmed to the schema's limit, not refused. */
const DESCRIPTIVE = ['os', 'name', 'model', 'version'] as const

/** `s` cut to `max` characters (code points, as the schema counts; no half surrogate pair). */
export function clip(s: string, max: number): string {
  const chars = Array.from(s.trim())
  return chars.length > max ? chars.slice(0, max).join('').trim() : s.trim()
}

/**
 * A real phone's user agent (iPhone Safari, Samsung Internet, in-app browsers) is longer than
 * the model column: the descriptive fields are trimmed before validation, so a registration is
 * never refused over them. The key and the token are validated as they are.
 */
export function trimDescriptive(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  const props = apiSchema('device-register').properties as Record<string, { maxLength?: number }>
  const out: Record<string, unknown> = { ...body }
  for (const field of DESCRIPTIVE) {
    const value = out[field]
    const max = props[field]?.maxLength
    if (typeof value === 'string' && max) out[field] = clip(value, max)
  }
  return out
}

interface DeviceRegisterBody {
  key: string
  os: string
  name?: string | null
  model?: string | null
  version?: string | null
  pwa?: boolean | number
  authToken?: string | null
}

export function deviceRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/device-register', async (c) => {
    const body = validateBody<DeviceRegisterBody>(
      'device-register',
      trimDescriptive(await readJson(c)),
      c.var.locale,
    )
    const client = c.var.brand.client
    const held = body.authToken || bearerToken(c.req.header('Authorization'))
    const info = [body.os, body.name ?? null, body.model ?? null, body.version ?? null, !!body.pwa]
    const result = await deps.db.transaction(async (tx) => {
      const session = await findSession(tx, client, held)
      if (session) {
        await tx.query(
          `UPDATE devices SET os = $2, name = $3, model = $4, version = $5, pwa = $6,
                  last_seen_at = now() WHERE id_device = $1`,
          [session.idDevice, ...info],
        )
        return { idDevice: session.idDevice, authToken: session.token }
      }
      const [device] = await tx.query<{ id_device: number }>(
        `INSERT INTO devices (client, key, os, name, model, version, pwa)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (client, key) DO UPDATE SET os = EXCLUDED.os, name = EXCLUDED.name,
           model = EXCLUDED.model, version = EXCLUDED.version, pwa = EXCLUDED.pwa,
           last_seen_at = now()
         RETURNING id_device`,
        [client, body.key, ...info],
      )
      const idDevice = device!.id_device
      return { idDevice, authToken: await issueToken(tx, client, idDevice) }
    })
    return ok(c, { user: { idDevice: result.idDevice }, authToken: result.authToken })
  })
}
