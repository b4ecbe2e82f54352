/**
 * /profile/ (accounts-loyalty §2 Profile screen): group name and percent, balance, phone, full
 * name, birthday (long date), e-mail (if enabled), user id, the digital-receipt toggle (if the
 * receipt module is on; disabled without an e-mail), and log out, change PIN (PIN mode),
 * delete account. The edit icon leads to /profile/edit. A guest sees the phone screen here; the
 * sign-in that starts on it comes back to it.
 */
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { formatFullDate } from '../../core/format/dates.ts'
import { numberOptions } from '../../core/format/money.ts'
import { formatPointsNumber } from '../../core/format/plurals.ts'
import { fullName } from '../../core/format/names.ts'
import { translate } from '../../core/format/translate.ts'
import type { ScreenProps } from '../../core/module.ts'
import { appData } from '../../core/state/app-data.ts'
import { useShownBalance } from '../../core/state/spent-bonus.ts'
import { navigate, ui } from '../../core/state/ui.ts'
import { useScreenBack } from '../../core/state/screen-chrome.ts'
import { Button } from '../../ui/button/button.tsx'
import { List, ListItem } from '../../ui/list/list.tsx'
import { Navbar, NavbarButton } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { PROFILE_EDIT_URL, stepUrl } from './flow.ts'
import { pageNav } from './page-nav.ts'
import { EditIcon } from './icons.tsx'
import { displayPhone } from './phone.ts'
import type { AuthSettings } from './settings.ts'
import { PhoneStep } from './steps/phone-step.tsx'
import { SuccessView } from './steps/success-view.tsx'
import { authStore, requestDeleteAccount, requestLogout, setReceiptSaving } from './store.ts'
import { authTexts } from './texts.ts'
import './auth.css'

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="auth-profile__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

export default function ProfileScreen({ settings: auth }: ScreenProps<AuthSettings>) {
  const { i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const onBack = useScreenBack()
  const { success } = useSnapshot(authStore)
  // spec §4: the balance shown is the user's minus the points spent in this session
  const balance = useShownBalance()
  const nav = useMemo(() => pageNav(true, auth.successTimeout), [auth.successTimeout])
  const signedIn = Boolean(data?.user?.idUser)
  const user = data?.user
  const back = onBack ? { backHref: '/', onBack } : {}

  if (!signedIn || !user) {
    return (
      <Page
        className="auth-page"
        navbar={<Navbar title={i18n._(authTexts.signInTitle)} {...back} />}
      >
        {success ? (
          <SuccessView text={success} />
        ) : (
          <PhoneStep step={{ name: 'phone' }} nav={nav} settings={auth} />
        )}
      </Page>
    )
  }

  const email = text(user.email)
  const groupName = text(user.groupName)
  const groupBonus = typeof user.groupBonus === 'number' ? user.groupBonus : null
  const numbers = numberOptions(data?.settings)
  const changePin = () => {
    authStore.flowStart = { depth: ui.depth, path: location.pathname }
    navigate(stepUrl({ name: 'pin', phone: text(user.username), mode: 'set', fromProfile: true }))
  }

  return (
    <Page
      className="auth-page"
      navbar={
        <Navbar
          title={auth.title || i18n._(authTexts.profileTitle)}
          {...back}
          right={
            <NavbarButton label={i18n._(authTexts.edit)} onClick={() => navigate(PROFILE_EDIT_URL)}>
              <EditIcon />
            </NavbarButton>
          }
        />
      }
    >
      <section className="auth-profile__card" aria-label={i18n._(authTexts.balance)}>
        {groupName ? (
          <p className="auth-profile__group">
            <span>{groupName}</span>
            {groupBonus !== null ? (
              <span className="auth-profile__percent">
                {translate(i18n, authTexts.groupPercent, {
                  percent: Math.min(100, Math.max(0, groupBonus)),
                })}
              </span>
            ) : null}
          </p>
        ) : null}
        <p className="auth-profile__balance">
          <span className="auth-profile__balance-label">{i18n._(authTexts.balance)}</span>
          <span className="auth-profile__balance-value">
            {formatPointsNumber(balance, numbers)}
          </span>
        </p>
      </section>

      <dl className="auth-profile__facts">
        <Fact label={i18n._(authTexts.phone)} value={displayPhone(text(user.username))} />
        <Fact
          label={i18n._(authTexts.fullName)}
          value={
            fullName({ fName: text(user.fName), lName: text(user.lName) }) ||
            text(user.display_name) ||
            i18n._(authTexts.notGiven)
          }
        />
        <Fact
          label={i18n._(authTexts.birthday)}
          value={formatFullDate(text(user.bday) || null) || i18n._(authTexts.notGiven)}
        />
        {auth.email ? (
          <Fact label={i18n._(authTexts.email)} value={email || i18n._(authTexts.notGiven)} />
        ) : null}
        <Fact label={i18n._(authTexts.userId)} value={text(user.idUser)} />
      </dl>

      {auth.receiptToEmailModuleEnabled ? (
        <List inset>
          <ListItem
            title={i18n._(authTexts.receipts)}
            subtitle={email ? undefined : i18n._(authTexts.receiptsNeedEmail)}
            control={
              <input
                type="checkbox"
                role="switch"
                className="auth-switch"
                checked={Boolean(user.sendReceiptToEmail)}
                disabled={!email}
                onChange={(e) => void setReceiptSaving(e.target.checked)}
              />
            }
          />
        </List>
      ) : null}

      <div className="auth-profile__actions">
        {auth.usePincode ? (
          <Button variant="secondary" block onClick={changePin}>
            {i18n._(authTexts.changePin)}
          </Button>
        ) : null}
        <Button variant="secondary" block onClick={() => requestLogout()}>
          {i18n._(authTexts.logout)}
        </Button>
        <Button variant="link" block className="auth-danger" onClick={requestDeleteAccount}>
          {i18n._(authTexts.deleteAccount)}
        </Button>
      </div>
    </Page>
  )
}
