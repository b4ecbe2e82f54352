/**
 * POST send-client-to-related — spec (catalog §4 Related switch, §7): {related: domain} ->
 * {authToken} for the same person on the related brand. Only for a signed-in user, and only to a
 * domain the current brand lists in settings.modules.related.list. The person is found on the
 * target brand by username (the phone) or created there with the profile fields; the install's
 * device is registered there under the same key. The current token stays valid (the app keeps a
 * token per domain and may switch back).
 */
import type { Hono } from 'hono'
import { readJson } from '../body.ts'
import { findBrand } from '../brand.ts'
import type { ApiEnv, Deps } from '../context.ts'
import { ApiFailure, ok } from '../http.ts'
import { brandModuleSettings } from '../module-settings.ts'
import { issueToken } from '../session.ts'
import { validateBody } from '../validation.ts'

interface RelatedBody {
  related: string
}

/**
 * The domains a brand lists in settings.modules.related.list ([{domain, name, logo}]), read as
 * the app's related module reads them (none when the module is off or its settings invalid).
 */
export function relatedDomains(settings: Record<string, unknown>): string[] {
  const related = brandModuleSettings(settings, 'related')
  return (related?.list ?? []).map((e) => e.domain.trim().toLowerCase()).filter((d) => d !== '')
}

type UserRow = {
  username: string
  display_name: string | null
  f_name: string | null
  l_name: string | null
  bday: string | null
  email: string | null
}

export function relatedRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/send-client-to-related', async (c) => {
    const session = c.var.session
    if (!session?.idUser) throw new ApiFailure(401, 'sign_in_required', 'signInRequired')
    const { related } = validateBody<RelatedBody>(
      'send-client-to-related',
      await readJson(c),
      c.var.locale,
    )
    const from = c.var.brand
    if (related === from.client || !relatedDomains(from.settings).includes(related)) {
      throw new ApiFailure(403, 'related_not_allowed', 'relatedNotAllowed', { domain: related })
    }
    const target = await findBrand(deps.db, related)
    if (!target) throw new ApiFailure(404, 'unknown_client', 'unknownClient', { client: related })

    const authToken = await deps.db.transaction(async (tx) => {
      const [user] = await tx.query<UserRow>(
        `SELECT username, display_name, f_name, l_name, bday::text AS bday, email
           FROM users WHERE id_user = $1 AND client = $2 AND deleted_at IS NULL`,
        [session.idUser, from.client],
      )
      if (!user) throw new ApiFailure(401, 'sign_in_required', 'signInRequired')
      // Match by username; a new person on the target brand starts with its profile, no points.
      await tx.query(
        `INSERT INTO users (client, username, display_name, f_name, l_name, bday, email)
         VALUES ($1, $2, $3, $4, $5, $6::date, $7)
         ON CONFLICT (client, username) DO NOTHING`,
        [
          related,
          user.username,
          user.display_name,
          user.f_name,
          user.l_name,
          user.bday,
          user.email,
        ],
      )
      const [targetUser] = await tx.query<{ id_user: number }>(
        'SELECT id_user FROM users WHERE client = $1 AND username = $2 AND deleted_at IS NULL',
        [related, user.username],
      )
      if (!targetUser) throw new ApiFailure(409, 'related_unavailable', 'relatedUnavailable')
      // The same install on the target brand: its device by the install's key.
      const [device] = await tx.query<{ id_device: number }>(
        `INSERT INTO devices (client, key, os, name, model, version, pwa, push_token)
         SELECT $1, key, os, name, model, version, pwa, push_token FROM devices WHERE id_device = $2
         ON CONFLICT (client, key) DO UPDATE SET last_seen_at = now()
         RETURNING id_device`,
        [related, session.idDevice],
      )
      if (!device) throw new ApiFailure(409, 'related_unavailable', 'relatedUnavailable')
      return issueToken(tx, related, device.id_device, targetUser.id_user)
    })
    return ok(c, { authToken })
  })
}
