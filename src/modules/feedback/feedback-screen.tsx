/**
 * /feedback/ (shell-data §2 Feedback screens): back link, title (settings or the default), the
 * form text, the form and, unless running as a mini-app, a link to the list. After sending, the
 * page goes back.
 */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import type { ScreenProps } from '../../core/module.ts'
import { session } from '../../core/state/session.ts'
import { goBack, navigate, ui } from '../../core/state/ui.ts'
import type { FeedbackSettings } from '../../shared/settings/feedback.ts'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { FeedbackForm } from './feedback-form.tsx'
import { FEEDBACK_LIST_URL } from './paths.ts'
import { feedbackTexts } from './texts.ts'
import './feedback.css'

const backHome = () => navigate('/', { replace: true })

export default function FeedbackScreen({ settings }: ScreenProps<FeedbackSettings>) {
  const { i18n } = useLingui()
  const { depth } = useSnapshot(ui)
  const { brand } = useSnapshot(session)
  const back = depth > 0 ? goBack : backHome
  const title = settings.title || i18n._(feedbackTexts.title)
  return (
    <Page bottomAction navbar={<Navbar title={title} onBack={back} />}>
      <div className="fb-page">
        {settings.formText ? <p className="fb-text">{settings.formText}</p> : null}
        <FeedbackForm onSent={back} />
        {/* spec §6: a mini-app hides the feedback list link */}
        {!brand.miniApp ? (
          <Link className="fb-list-link" href={FEEDBACK_LIST_URL}>
            {i18n._(feedbackTexts.listLink)}
          </Link>
        ) : null}
      </div>
    </Page>
  )
}
