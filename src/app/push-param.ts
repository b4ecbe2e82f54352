/**
 * `?push=<json>` split off the page address at the start (the brand is resolved from the rest;
 * a push parameter alone must not switch developer mode on). Its message is read by push.ts,
 * which loads after the first paint (issue 16: initial JS).
 */
import { PUSH_URL_PARAM } from '../core/push-keys.ts'

export function splitPushParam(href: string): { href: string; raw: string | null } {
  const url = new URL(href)
  const raw = url.searchParams.get(PUSH_URL_PARAM)
  if (raw === null) return { href, raw: null }
  url.searchParams.delete(PUSH_URL_PARAM)
  return { href: url.toString(), raw }
}
