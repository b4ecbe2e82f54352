/**
 * Auth calls — spec accounts-loyalty §7: user-auth, check-if-user-exists, user-send-sms,
 * reset-password, user-register, user-update, user-delete, set-receipt-saving; and user-logout,
 * which the app calls before it forgets its token, so a signed-out token stops working.
 *
 * - Sign-in takes a password (type base), an app PIN (PIN mode; stored as the password) or the
 *   one-time code of this phone and device (server/auth/codes.ts). It revokes the device's
 *   token and answers a new one bound to the user (no session fixation).
 * - Abuse limits (server/auth/limits.ts): codes capped per phone and per address; wrong codes,
 *   passwords and PINs slow the guessing device (growing waits), with a per-phone ceiling that
 *   never holds a device the user signed in on before; the hashing runs outside any transaction
 *   and an unknown phone costs the same hash as a known one.
 * - Registration on a base brand signs in; on an sms or call brand the user confirms the phone
 *   with a code first (until then the registration may be replaced).
 * - Deleting an account wipes the personal data and revokes every token of the user.
 */
import type { Context, Hono } from 'hono'
import {
  CALL_CODE_LENGTH,
  channelFor,
  countCodeAttempt,
  issueCode,
  latestCode,
  nextAttempt,
  phoneCapWait,
  useCode,
  type CodeState,
  type Purpose,
} from '../auth/codes.ts'
import { dummyPasswordHash, verifyPassword } from '../auth/password.ts'
import { isTestPhone, usernameOf } from '../auth/phone.ts'
import { authSettings, usesPassword, type AuthSettings } from '../auth/settings.ts'
import {
  ageOn,
  deleteAccount,
  findUserById,
  findUserByUsername,
  profileAssignments,
  updateUser,
  userView,
  type UserRow,
} from '../auth/users.ts'
import { readJson } from '../body.ts'
import type { ApiEnv, Deps } from '../context.ts'
import { demoDebug } from '../demo.ts'
import { ApiFailure, ok } from '../http.ts'
import { t } from '../i18n.ts'
import { clientAddress } from '../address.ts'
import { bearerToken, findSession, issueToken, revokeToken, type Session } from '../session.ts'
import { validateBody } from '../validation.ts'

type Ctx = Context<ApiEnv>

interface UsernameBody {
  username: string | number
  authToken?: string | null
}

/** The device's live session: the Authorization header, else the body's authToken. */
async function deviceSession(c: Ctx, deps: Deps, bodyToken?: string | null): Promise<Session> {
  const session =
    c.var.session ??
    (bodyToken && bodyToken !== bearerToken(c.req.header('Authorization'))
      ? await findSession(deps.db, c.var.brand.client, bodyToken)
      : null)
  if (!session) throw new ApiFailure(401, 'no_device', 'noDevice')
  return session
}

async function signedIn(c: Ctx, deps: Deps, bodyToken?: string | null) {
  const session = await deviceSession(c, deps, bodyToken).catch(() => null)
  const user = session?.idUser
    ? await findUserById(deps.db, c.var.brand.client, session.idUser)
    : null
  if (!session || !user) throw new ApiFailure(401, 'sign_in_required', 'signInRequired')
  return { session, user }
}

function phoneOf(value: unknown): string {
  const username = usernameOf(value)
  if (!username) throw new ApiFailure(400, 'bad_phone', 'badPhone')
  return username
}

const tooMany = (seconds: number) =>
  new ApiFailure(429, 'too_many_requests', 'tooManyRequests', { seconds }, { retryAfter: seconds })

/** Demo mode's test numbers send nothing: the caps per phone and address do not hold them. */
const exempt = (deps: Deps, username: string) => deps.demo && isTestPhone(username)

/** One call against a per-address hourly cap (no cap when the address is unknown). */
function takeAddress(c: Ctx, deps: Deps, what: 'send' | 'check') {
  const { limits } = deps.throttle
  const address = clientAddress(c, limits.trustProxy)
  if (!address) return
  const cap = what === 'send' ? limits.sendsPerAddressPerHour : limits.checksPerAddressPerHour
  const wait = deps.throttle.take(`${what}:${address}`, cap)
  if (wait > 0) throw tooMany(wait)
}

const guesserKey = (client: string, username: string, idDevice: number) =>
  `guess:${client}:${username}:${idDevice}`
const phoneKey = (client: string, username: string) => `phone-fail:${client}:${username}`

/** Whether this device has ever been signed in as this user (its tokens remember it). */
async function knownDevice(deps: Deps, client: string, idUser: number, idDevice: number) {
  const rows = await deps.db.query(
    'SELECT 1 FROM tokens WHERE client = $1 AND id_device = $2 AND id_user = $3 LIMIT 1',
    [client, idDevice, idUser],
  )
  return rows.length > 0
}

/** Revokes the device's current token and issues one bound to the user. */
async function signInDevice(deps: Deps, client: string, session: Session, idUser: number) {
  return deps.db.transaction(async (tx) => {
    await revokeToken(tx, session.token)
    return issueToken(tx, client, session.idDevice, idUser)
  })
}

/** spec §5: birthday required with an age limit; the server also holds the limit itself. */
function checkBirthday(settings: AuthSettings, bDate: string | undefined, now: Date) {
  if (!settings.ageLimit) return
  if (!bDate) throw new ApiFailure(400, 'birthday_required', 'birthdayRequired')
  if (ageOn(bDate, now) < settings.ageLimit) {
    throw new ApiFailure(400, 'too_young', 'tooYoung', { age: settings.ageLimit })
  }
}

/**
 * The words for a wrong secret follow what the person was asked for (spec §8): the code (by SMS
 * or call), the PIN, or the password. On a password or PIN brand a pending code (reset, forgotten
 * PIN) is what was typed when the input has its length and only digits.
 */
function wrongSecret(settings: AuthSettings, code: CodeState | null, secret: string) {
  const codeLength = code?.channel === 'call' ? CALL_CODE_LENGTH : settings.pincodeLength
  const typedCode =
    code !== null &&
    code.state !== 'used' &&
    (!usesPassword(settings) || (/^\d+$/.test(secret) && secret.length === codeLength))
  if (typedCode && code.state === 'expired')
    return new ApiFailure(400, 'code_expired', 'codeExpired')
  const channel = typedCode ? code.channel : usesPassword(settings) ? null : settings.type
  if (channel === 'call') return new ApiFailure(400, 'bad_code', 'badCallCode')
  if (channel) return new ApiFailure(400, 'bad_code', 'badCode')
  if (settings.usePincode) return new ApiFailure(400, 'bad_pin', 'badPin')
  return new ApiFailure(400, 'bad_login', 'badLogin')
}

async function sendCode(c: Ctx, deps: Deps, purpose: Purpose) {
  const body = validateBody<UsernameBody>(
    purpose === 'reset' ? 'reset-password' : 'user-send-sms',
    await readJson(c),
    c.var.locale,
  )
  const { brand } = c.var
  const settings = authSettings(brand.settings)
  const username = phoneOf(body.username)
  const session = await deviceSession(c, deps, body.authToken)
  const free = exempt(deps, username)
  if (!free) takeAddress(c, deps, 'send')
  const user = await findUserByUsername(deps.db, brand.client, username)
  if (!user) throw new ApiFailure(404, 'user_not_found', 'userNotFound')
  const now = new Date()
  const request = { client: brand.client, username, idDevice: session.idDevice, now }
  return deps.db.transaction(async (tx) => {
    // One request per phone at a time: concurrent ones cannot both pass the wait and the cap.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `code:${brand.client}:${username}`,
    ])
    if (!free) {
      const cap = deps.throttle.limits.codesPerPhonePerHour
      const wait = await phoneCapWait(tx, { client: brand.client, username, now, cap })
      if (wait > 0) {
        throw new ApiFailure(
          429,
          'too_many_codes',
          'tooManyCodes',
          { minutes: Math.ceil(wait / 60) },
          { retryAfter: wait },
        )
      }
    }
    const attempt = await nextAttempt(tx, request)
    // A password reset comes by SMS; a sign-in code as the brand's type says.
    const channel = purpose === 'reset' ? 'sms' : channelFor(settings.type, attempt)
    const code = await issueCode(tx, {
      ...request,
      purpose,
      channel,
      smsLength: settings.pincodeLength,
      resendDelay: settings.smsTimeout,
      demo: deps.demo,
      waitPerDevice: free,
    })
    const debug = demoDebug(deps, `${channel} ${purpose} code for +${username}`, code)
    return { attempt, channel, length: code.length, debug }
  })
}

export function authRoutes(api: Hono<ApiEnv>, deps: Deps) {
  api.post('/check-if-user-exists', async (c) => {
    const body = validateBody<{ phone: string | number }>(
      'check-if-user-exists',
      await readJson(c),
      c.var.locale,
    )
    const username = phoneOf(body.phone)
    if (!exempt(deps, username)) takeAddress(c, deps, 'check')
    const user = await findUserByUsername(deps.db, c.var.brand.client, username)
    // A registration whose phone was never confirmed does not count: it may be made again.
    return ok(c, { exists: Boolean(user?.verified) })
  })

  api.post('/user-send-sms', async (c) => {
    const settings = authSettings(c.var.brand.settings)
    const sent = await sendCode(c, deps, 'signin')
    return ok(c, {
      nextAttemptSMS: channelFor(settings.type, sent.attempt + 1) === 'sms',
      channel: sent.channel,
      length: sent.length,
      ...sent.debug,
    })
  })

  api.post('/reset-password', async (c) => {
    const sent = await sendCode(c, deps, 'reset')
    return ok(c, { message: t(c.var.locale, 'passwordSent'), length: sent.length, ...sent.debug })
  })

  api.post('/user-auth', async (c) => {
    const body = validateBody<{ username: string | number; password: string; authToken?: string }>(
      'user-auth',
      await readJson(c),
      c.var.locale,
    )
    const { brand } = c.var
    const settings = authSettings(brand.settings)
    const username = phoneOf(body.username)
    const secret = body.password.trim()
    if (!secret) throw new ApiFailure(400, 'no_password', 'noPassword')
    const session = await deviceSession(c, deps, body.authToken)
    const now = new Date()
    const { throttle } = deps
    const guesser = guesserKey(brand.client, username, session.idDevice)
    const slow = throttle.wait(guesser)
    if (slow > 0) {
      throw new ApiFailure(
        429,
        'slow_down',
        'authSlowDown',
        { seconds: slow },
        { retryAfter: slow },
      )
    }
    const user = await findUserByUsername(deps.db, brand.client, username)
    // The ceiling per phone holds devices the user never signed in on (not the owner's).
    const ceiling = throttle.limits.failuresPerPhonePerHour
    // The same queries whether the phone is known or not (the time tells nothing).
    const trusted = await knownDevice(deps, brand.client, user?.id_user ?? -1, session.idDevice)
    const phoneFull =
      trusted || exempt(deps, username)
        ? 0
        : throttle.full(phoneKey(brand.client, username), ceiling)
    if (phoneFull > 0) {
      throw new ApiFailure(
        429,
        'locked',
        'authLocked',
        { minutes: Math.ceil(phoneFull / 60) },
        { retryAfter: phoneFull },
      )
    }
    const code = await latestCode(deps.db, brand.client, username, session.idDevice, now)
    const codeOk = code?.state === 'live' && code.matches(secret)
    // Hashing outside any transaction; an unknown phone (or an unconfirmed one) costs the same
    // scrypt as a known one, so the time does not tell whether the phone is registered.
    const passwordOk =
      !codeOk && usesPassword(settings)
        ? (await verifyPassword(
            secret,
            user?.verified && user.password_hash ? user.password_hash : dummyPasswordHash(),
          )) && Boolean(user?.verified && user.password_hash)
        : false
    let signedInUser: UserRow | null = null
    if (user && codeOk) {
      // A short transaction: the code is used once (a racing request loses) and the phone confirmed.
      const used = await deps.db.transaction(async (tx) => {
        if (!(await useCode(tx, code.id, now))) return false
        await tx.query('UPDATE users SET verified = true WHERE id_user = $1', [user.id_user])
        return true
      })
      if (used) signedInUser = user
    } else if (user && passwordOk) {
      signedInUser = user
    }
    if (!signedInUser) {
      if (code?.state === 'live' && !codeOk) {
        await countCodeAttempt(deps.db, code.id, throttle.limits.attemptsPerCode, now)
      }
      throttle.fail(guesser)
      if (!trusted && !exempt(deps, username)) {
        throttle.take(phoneKey(brand.client, username), Number.MAX_SAFE_INTEGER)
      }
      if (!user) throw new ApiFailure(400, 'bad_login', 'badLogin')
      throw wrongSecret(settings, code, secret)
    }
    throttle.succeed(guesser)
    const authToken = await signInDevice(deps, brand.client, session, signedInUser.id_user)
    return ok(c, { authToken })
  })

  api.post('/user-register', async (c) => {
    const body = validateBody<
      Record<string, unknown> & {
        phone: string | number
        password?: string
        display_name: string
        bDate?: string
        email?: string
        sendReceiptToEmail?: boolean
        authToken?: string | null
      }
    >('user-register', await readJson(c), c.var.locale)
    const { brand } = c.var
    const settings = authSettings(brand.settings)
    const username = phoneOf(body.phone)
    const session = await deviceSession(c, deps, body.authToken)
    const now = new Date()
    if (usesPassword(settings) && !body.password) {
      throw new ApiFailure(400, 'no_password', 'noPassword')
    }
    checkBirthday(settings, body.bDate, now)
    const email = settings.email ? (body.email ?? '').trim() : ''
    if (settings.email && settings.emailRequired && !email) {
      throw new ApiFailure(400, 'email_required', 'emailRequired')
    }
    const {
      phone: _phone,
      password,
      display_name: displayName,
      bDate,
      email: _email,
      sendReceiptToEmail,
      authToken: _authToken,
      ...extra
    } = body
    // A base brand trusts the password; sms and call brands confirm the phone by a code.
    const verified = settings.type === 'base'
    const fields = await profileAssignments({
      displayName,
      bday: bDate ?? '',
      email,
      password: usesPassword(settings) ? password : undefined,
      sendReceiptToEmail: Boolean(sendReceiptToEmail && email),
    })
    const idUser = await deps.db.transaction(async (tx) => {
      const existing = await findUserByUsername(tx, brand.client, username, true)
      if (existing?.verified) throw new ApiFailure(409, 'user_exists', 'userExists')
      let id = existing?.id_user
      if (!id) {
        const [row] = await tx.query<{ id_user: number }>(
          'INSERT INTO users (client, username, verified) VALUES ($1, $2, $3) RETURNING id_user',
          [brand.client, username, verified],
        )
        id = row!.id_user
      }
      // Extra fields of other modules' registration slots (promo code…) are kept with the user.
      await updateUser(tx, id, {
        ...fields,
        verified,
        password_hash: fields.password_hash ?? null,
        data: JSON.stringify(extra),
      })
      return id
    })
    const user = await findUserById(deps.db, brand.client, idUser)
    const authToken = verified
      ? await signInDevice(deps, brand.client, session, idUser)
      : session.token
    return ok(c, { authToken, user: userView(user!) })
  })

  api.post('/user-update', async (c) => {
    const body = validateBody<{
      display_name?: string
      bDate?: string
      password?: string
      email?: string
      authToken?: string | null
    }>('user-update', await readJson(c), c.var.locale)
    const { brand } = c.var
    const settings = authSettings(brand.settings)
    const { user } = await signedIn(c, deps, body.authToken)
    const now = new Date()
    if (body.bDate !== undefined) checkBirthday(settings, body.bDate, now)
    if (
      body.email !== undefined &&
      settings.email &&
      settings.emailRequired &&
      !body.email.trim()
    ) {
      throw new ApiFailure(400, 'email_required', 'emailRequired')
    }
    const email = body.email === undefined || !settings.email ? undefined : body.email
    const set = await profileAssignments({
      displayName: body.display_name,
      bday: body.bDate,
      email,
      password: body.password || undefined,
    })
    // No e-mail left: no receipts by e-mail either.
    if (email !== undefined && !email.trim()) set.send_receipt_to_email = false
    await updateUser(deps.db, user.id_user, set)
    const updated = await findUserById(deps.db, brand.client, user.id_user)
    return ok(c, { user: userView(updated!) })
  })

  api.post('/user-delete', async (c) => {
    validateBody('user-delete', await readJson(c), c.var.locale)
    const { user } = await signedIn(c, deps)
    await deps.db.transaction((tx) => deleteAccount(tx, user, new Date()))
    return ok(c, {})
  })

  api.post('/user-logout', async (c) => {
    const session = c.var.session
    if (session?.idUser) await revokeToken(deps.db, session.token)
    return ok(c, {})
  })

  api.post('/set-receipt-saving', async (c) => {
    const body = validateBody<{ state: boolean; authToken?: string | null }>(
      'set-receipt-saving',
      await readJson(c),
      c.var.locale,
    )
    const { user } = await signedIn(c, deps, body.authToken)
    if (body.state && !user.email) {
      throw new ApiFailure(400, 'email_required', 'receiptNeedsEmail')
    }
    await updateUser(deps.db, user.id_user, { send_receipt_to_email: body.state })
    return ok(c, { value: body.state })
  })
}
