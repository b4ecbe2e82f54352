/**
 * POST device-register — spec (accounts-loyalty §3, §7): payload key (the install's uuid), os,
 * name, model, version, pwa, authToken; answer `{user: {idDevice}, authToken}`.
 * A live token (in the body or the Authorization header) keeps its device and is returned as it
 * is; otherwise the device is found by its key (or created) and gets a new guest token.
 */
import type { Hono } from 'hono'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import { ok } from '../http.ts'
import { bearerToken, findSession, issueToken } from '../session.ts'
import { validateBody } from '../validation.ts'

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
      await readJson(c),
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
