/**
 * Push tags (spec shell-data §4 "Push tags"): what a browser's push subscription is tagged with,
 * so the server knows whom a push for a user reaches. The app sends them with
 * set-user-push-token; the server recomputes them for the caller's session and refuses others
 * (a subscription can never be tagged as somebody else's).
 *
 * - Version 3 (settings.modules.notifications.version): `{user: md5(username)}` when signed in;
 *   no tags when signed out (removed). Sending the whole set replaces the stored one, which is
 *   also the spec's migration that removes the old model's tags.
 * - Older versions: the device, user and domain tags — `{device, domain, user_<domain>}` — with
 *   the user tag of every related domain set to '0' (so a push for the person on another region
 *   does not reach this install while it shows this one). A guest's user tag is '0'.
 */
import { md5 } from './md5.ts'

export type PushTags = Record<string, string>

/** spec: version 3 means the tag model with a hashed user id. */
export const PUSH_TAGS_V3 = 3

export interface PushTagsInput {
  /** settings.modules.notifications.version (absent: the older model). */
  version: number | undefined
  /** The signed-in user's username (phone or login); null for a guest. */
  username: string | null
  idUser: number | string | null
  idDevice: number | string | null
  /** The current domain (region). */
  domain: string
  /** The brand's related domains (settings.modules.related.list[].domain). */
  relatedDomains?: readonly string[]
}

export const userTagOf = (domain: string) => `user_${domain}`

export function pushTags(input: PushTagsInput): PushTags {
  if (input.version === PUSH_TAGS_V3) {
    return input.username ? { user: md5(input.username) } : {}
  }
  const tags: PushTags = {}
  for (const other of input.relatedDomains ?? []) {
    if (other && other !== input.domain) tags[userTagOf(other)] = '0'
  }
  tags.device = input.idDevice == null ? '' : String(input.idDevice)
  tags.domain = input.domain
  tags[userTagOf(input.domain)] = input.idUser == null ? '0' : String(input.idUser)
  return tags
}

/** Whether two tag sets are the same (key order aside). */
export function sameTags(a: PushTags, b: PushTags): boolean {
  const ka = Object.keys(a)
  return (
    ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && a[k] === b[k])
  )
}
