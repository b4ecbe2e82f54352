/**
 * The `startup` slot widget (shown before the shell, which is inert meanwhile):
 * - the age check (accounts-loyalty §4): for a guest when the age disclaimer is on and there is
 *   no earlier yes; Yes is stored for good; No leads to the not-passed screen whose close
 *   button exits the app;
 * - the welcome screen (shell-data §2): on the first run, unless in a mini-app or when the
 *   region module lists more than one region; sign-in (the popup) and a close action.
 */
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useSnapshot } from 'valtio'
import { imageSrc } from '../../ui/image/image-url.ts'
import { translate } from '../../core/format/translate.ts'
import type { SlotWidgetProps } from '../../core/module.ts'
import { appData } from '../../core/state/app-data.ts'
import { session } from '../../core/state/session.ts'
import { Button } from '../../ui/button/button.tsx'
import { StartupScreen } from '../../ui/startup-screen/startup-screen.tsx'
import { openLoginPopup } from './open-login.ts'
import type { AuthSettings } from './settings.ts'
import { answerAge, authStore, exitApp, markWelcomeSeen } from './store.ts'
import { authTexts } from './texts.ts'
import './auth.css'

export default function AuthStartup({ settings: auth }: SlotWidgetProps<AuthSettings>) {
  const { i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const { brand } = useSnapshot(session)
  const { ageConfirmed, ageRefused, welcomeSeen } = useSnapshot(authStore)
  const guest = !data?.user?.idUser
  const t = (d: MessageDescriptor, values: Record<string, unknown>) => translate(i18n, d, values)
  const age = auth.ageLimit

  if (guest && auth.useAgeDisclaimer && !ageConfirmed) {
    if (ageRefused) {
      return (
        <StartupScreen title={i18n._(authTexts.ageTitle)}>
          <p className="startup-screen__text">{t(authTexts.ageNotPassed, { age })}</p>
          <Button block onClick={exitApp}>
            {i18n._(authTexts.close)}
          </Button>
        </StartupScreen>
      )
    }
    return (
      <StartupScreen title={i18n._(authTexts.ageTitle)}>
        <p className="auth-startup__question">{t(authTexts.ageQuestion, { age })}</p>
        <p className="startup-screen__text">{t(authTexts.ageText, { age })}</p>
        <div className="auth-startup__buttons">
          <Button variant="secondary" onClick={() => answerAge(false)}>
            {i18n._(authTexts.no)}
          </Button>
          <Button onClick={() => answerAge(true)}>{i18n._(authTexts.yes)}</Button>
        </div>
      </StartupScreen>
    )
  }

  const related = data?.settings.modules.related?.list
  const severalRegions = Array.isArray(related) && related.length > 1
  if (guest && !welcomeSeen && !brand.miniApp && !severalRegions) {
    const name = typeof data?.settings.name === 'string' ? data.settings.name : ''
    const logo = imageSrc(data?.settings.logo)
    return (
      <StartupScreen title={i18n._(authTexts.welcomeTitle)} logo={logo}>
        {name ? <p className="auth-startup__brand">{name}</p> : null}
        <p className="startup-screen__text">{i18n._(authTexts.welcomeText)}</p>
        <div className="auth-startup__buttons auth-startup__buttons--column">
          <Button
            block
            onClick={() => {
              markWelcomeSeen()
              openLoginPopup()
            }}
          >
            {i18n._(authTexts.signIn)}
          </Button>
          <Button variant="link" block onClick={markWelcomeSeen}>
            {i18n._(authTexts.later)}
          </Button>
        </div>
      </StartupScreen>
    )
  }
  return null
}
