/**
 * The share screen's content (accounts-loyalty §2 "Referral"): the user's promo code, an expiry
 * note when regDay is set, reward cards, and a share button — or, when the brand has an applink,
 * a QR code and a send-link button. The QR (for a signed-in person) encodes the invitation link,
 * else falls back to the card code, then to a placeholder text.
 */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { formatNumber, numberOptions } from '../../core/format/money.ts'
import { formatCount } from '../../core/format/plurals.ts'
import type { AppData } from '../../core/state/types.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { Button } from '../../ui/button/button.tsx'
import { QrCode } from '../../ui/qr-code/qr-code.tsx'
import { shareMessage } from './settings.ts'
import { openEnterCode, openShareSheet, referralStore, shareText } from './store.ts'
import './referral.css'

export function ShareContent() {
  const { t, i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const { settings: s } = useSnapshot(referralStore)
  const app = data?.settings
  const loggedIn = isLoggedIn(data as AppData | null)
  const code = loggedIn ? (s.code ?? '') : ''
  const applink = typeof app?.applink === 'string' ? app.applink : ''
  const points = (n: number) => formatCount('points', n, numberOptions(app), i18n)
  const template =
    s.message?.trim() || t`Here is my promo code {code} for your first order. The app: {applink}`
  const message = shareMessage(template, code, applink)
  const qrValue =
    (code && applink ? `${applink}${applink.includes('?') ? '&' : '?'}promo=${code}` : '') ||
    code ||
    String(data?.user?.code ?? '') ||
    t`Sign in to get your code`
  const refererBonus = s.refererBonus ?? 0
  const referalBonus = s.referalBonus ?? 0
  const days = s.regDay ? formatCount('days', s.regDay, {}, i18n) : ''
  // Multilevel: the levels say what you get (level 1 your friends, level 2 their friends), so
  // «You get» is level 1's percent said once, not the same percent twice (review 3, sushi).
  const levels = s.isMultilevel ? (s.levels ?? []) : []
  const [direct, ...further] = levels
  // A brand without the catalog module takes no orders in the app (a coffee shop): its friends
  // buy at the till, so the reward is for their purchases (issue 12, session 15).
  const takesOrders = Boolean(app?.modules.catalog)
  const friendsOrders =
    s.type === 'allOrders'
      ? takesOrders
        ? t`orders`
        : t`purchases`
      : takesOrders
        ? t`first order`
        : t`first purchase`
  const yourReward = direct
    ? t`${formatNumber(direct.value)}% of your friends’ orders in points`
    : s.refererReward === 'flex'
      ? t`${formatNumber(refererBonus)}% of your friend’s ${friendsOrders} in points`
      : s.type === 'allOrders'
        ? takesOrders
          ? t`${points(refererBonus)} for every order of your friend`
          : t`${points(refererBonus)} for every purchase of your friend`
        : takesOrders
          ? t`${points(refererBonus)} for your friend’s first order`
          : t`${points(refererBonus)} for your friend’s first purchase`
  return (
    <div className="referral">
      <section className="referral__code-card" aria-label={t`Your promo code`}>
        <span className="referral__code-label">{t`Your promo code`}</span>
        {code ? (
          <strong className="referral__code">{code}</strong>
        ) : (
          <Button onClick={openShareSheet}>{t`Sign in to get your code`}</Button>
        )}
        {days && code ? (
          <p className="referral__note">{t`Your friend can use it within ${days} after signing up`}</p>
        ) : null}
      </section>
      <ul className="referral__rewards" aria-label={t`Rewards`}>
        <li className="referral__reward">
          <span className="referral__reward-title">{t`You get`}</span>
          <span>{yourReward}</span>
        </li>
        <li className="referral__reward">
          <span className="referral__reward-title">{t`Your friend gets`}</span>
          <span>{t`${points(referalBonus)} after entering your code`}</span>
        </li>
        {further.map((l) => (
          <li key={l.level} className="referral__reward">
            <span className="referral__reward-title">{t`Level ${l.level}`}</span>
            <span>
              {l.level === 2
                ? t`${formatNumber(l.value)}% of the orders of the friends they invite`
                : t`${formatNumber(l.value)}% of the orders at level ${l.level}`}
            </span>
          </li>
        ))}
      </ul>
      {applink && loggedIn ? (
        <div className="referral__qr">
          <QrCode value={qrValue} label={t`QR code with your invitation`} margin={2} />
          {/* spec: sharing needs a code; without one the need-register popup explains. */}
          <Button block onClick={() => (code ? void shareText(message) : openShareSheet())}>
            {t`Send the link`}
          </Button>
        </div>
      ) : code ? (
        <Button block onClick={() => void shareText(message)}>
          {t`Share`}
        </Button>
      ) : null}
      {s.canEnterCode && (
        <Button block variant="secondary" onClick={openEnterCode}>
          {t`I have a promo code`}
        </Button>
      )}
    </div>
  )
}
