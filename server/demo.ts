import type { Deps } from './context.ts'

/**
 * Demo mode (DEMO=1, on in `npm start`): a one-time code is logged and returned in the answer as
 * `debug.code`, so a person (and e2e tests) can sign in without SMS. Off: nothing leaks.
 *
 *   return ok(c, { nextAttemptSMS, ...demoDebug(deps, `sms code for ${phone}`, code) })
 */
export function demoDebug(deps: Pick<Deps, 'demo' | 'log'>, what: string, code: string) {
  if (!deps.demo) return {}
  deps.log(`[demo] ${what}: ${code}`)
  return { debug: { code } }
}
