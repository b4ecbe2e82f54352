/**
 * The sign-in flow's pages (accounts-loyalty §2): /auth (phone), /auth/password,
 * /auth/pincode, /auth/pin, /registration, with the spec's params in the query (phone,
 * username, openProfile, fromRegistration, fromProfile). An unknown step goes to /auth.
 */
import { useLingui } from '@lingui/react'
import { useEffect, useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { useLocation, useSearch } from 'wouter'
import type { ScreenProps } from '../../core/module.ts'
import { navigate } from '../../core/state/ui.ts'
import { useScreenBack } from '../../core/state/screen-chrome.ts'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { AUTH_URL, stepFromUrl } from './flow.ts'
import { pageNav } from './page-nav.ts'
import type { AuthSettings } from './settings.ts'
import { StepView } from './steps/step-view.tsx'
import { stepTitle } from './steps/step-title.ts'
import { SuccessView } from './steps/success-view.tsx'
import { authStore } from './store.ts'
import './auth.css'

export default function AuthScreen({ settings: auth }: ScreenProps<AuthSettings>) {
  const { i18n } = useLingui()
  const [path] = useLocation()
  const search = useSearch()
  const { success } = useSnapshot(authStore)
  const back = useScreenBack()
  const step = useMemo(() => stepFromUrl(path, search), [path, search])
  const openProfile = new URLSearchParams(search).get('openProfile') === '1'
  const nav = useMemo(
    () => pageNav(openProfile, auth.successTimeout),
    [openProfile, auth.successTimeout],
  )

  useEffect(() => {
    if (!step) navigate(AUTH_URL, { replace: true })
  }, [step])

  // The brand's title is the profile's: a guest signing in reads 'Вход', as the tab says 'Войти'.
  const title = i18n._(stepTitle(step ?? { name: 'phone' }))
  return (
    <Page
      className="auth-page"
      bottomAction
      navbar={<Navbar title={title} backHref={back ? '/' : undefined} onBack={back} />}
    >
      {success ? (
        <SuccessView text={success} />
      ) : step ? (
        <StepView key={`${path}?${search}`} step={step} nav={nav} settings={auth} />
      ) : null}
    </Page>
  )
}
