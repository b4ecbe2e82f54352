/**
 * The external share sheet (shell-data §2, §9): title, text (sheetText or the default) and a
 * button that opens the branch's review site or the wallet frontend's feedback page in the
 * system browser (actions.ts openShareTarget), then closes.
 */
import { useLingui } from '@lingui/react/macro'
import { useModuleSettings } from '../../core/module-settings.ts'
import { Button } from '../../ui/button/button.tsx'
import { openShareTarget } from './actions.ts'
import type { FeedbackRecord } from './api.ts'
import { feedbackTexts } from './texts.ts'
import './feedback.css'

export interface ShareSheetProps {
  saved: FeedbackRecord
  close: () => void
}

export default function ShareSheet({ saved, close }: ShareSheetProps) {
  const { i18n } = useLingui()
  const settings = useModuleSettings('feedback')
  return (
    <div className="fb-sheet fb-share">
      <h2 className="fb-sheet__title">{i18n._(feedbackTexts.shareTitle)}</h2>
      <p className="fb-text">{settings?.sheetText || i18n._(feedbackTexts.shareText)}</p>
      <Button
        block
        onClick={() => {
          openShareTarget(saved)
          close()
        }}
      >
        {i18n._(feedbackTexts.shareButton)}
      </Button>
    </div>
  )
}
