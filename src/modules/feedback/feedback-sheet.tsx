/**
 * The feedback form in a bottom sheet (shell-data §2): opened by `feedback:open` from anywhere,
 * optionally tied to a bonus entity id. The sheet has the swipe handle and the backdrop (ui/sheet)
 * and a close link; closing it drops what was typed (spec: closing the sheet resets the form).
 */
import { useLingui } from '@lingui/react/macro'
import { useModuleSettings } from '../../core/module-settings.ts'
import { Button } from '../../ui/button/button.tsx'
import { FeedbackForm } from './feedback-form.tsx'
import { feedbackTexts } from './texts.ts'
import './feedback.css'

export interface FeedbackSheetProps {
  bonus?: number | string
  close: () => void
}

export default function FeedbackSheet({ bonus, close }: FeedbackSheetProps) {
  const { i18n } = useLingui()
  const settings = useModuleSettings('feedback')
  const title = settings?.title || i18n._(feedbackTexts.title)
  return (
    <div className="fb-sheet">
      <div className="fb-sheet__head">
        <h2 className="fb-sheet__title">{title}</h2>
        <Button variant="link" className="fb-sheet__close" onClick={close}>
          {i18n._(feedbackTexts.close)}
        </Button>
      </div>
      {settings?.formText ? <p className="fb-text">{settings.formText}</p> : null}
      <FeedbackForm bonus={bonus} onSent={close} />
    </div>
  )
}
