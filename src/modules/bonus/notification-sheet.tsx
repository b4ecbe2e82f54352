/**
 * Bonus notification sheet: the queue's current message with its own title per message code,
 * the text and the signed amount; Next and Skip all while more wait, else Close; a swipe beyond
 * 75 px on the sheet dismisses it (the sheet's own gesture) and the next one follows. A message
 * with bonusNeedFeedback offers the feedback sheet (`feedback:open` with the entity id) when a
 * module (feedback) listens for it.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { appEvents, emit, hasListeners } from '../../core/events.ts'
import { appData } from '../../core/state/app-data.ts'
import { Button } from '../../ui/button/button.tsx'
import { currentMessage, dismissCurrent, remaining, skipAll } from './notifications.ts'
import { pointsText } from './points.ts'
import { closeMessageWith, messageQueue } from './store.ts'
import './bonus.css'

export const messageTitles: Record<string, MessageDescriptor> = {
  'bonus-in': msg`Points earned`,
  'bonus-out': msg`Points spent`,
  'bonus-in-delay': msg`Points are on the way`,
  'bonus-out-delay': msg`Points will be written off`,
  'bonus-register': msg`Welcome points`,
  'bonus-gift': msg`Gift received`,
  'bonus-balance': msg`Your balance`,
}
const fallbackTitle = msg`Points`

/** The text only repeats the title (a server sending its reason as both): shown once. */
function sameText(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .trim()
      .replace(/[.!]+$/, '')
      .toLocaleLowerCase()
  return norm(a) === norm(b)
}

export default function NotificationSheet({ close }: { close: () => void }) {
  const { t, i18n } = useLingui()
  const queue = useSnapshot(messageQueue)
  const { data } = useSnapshot(appData)
  const message = currentMessage(queue as typeof messageQueue)
  if (!message) return null
  const more = remaining(queue as typeof messageQueue)
  const amount = typeof message.bonusAmount === 'number' ? message.bonusAmount : 0
  const title = i18n._(messageTitles[message.messageCode ?? ''] ?? fallbackTitle)
  // The feedback sheet belongs to the feedback module: without it the offer would do nothing.
  const askFeedback = !!message.bonusNeedFeedback && hasListeners(appEvents.feedbackOpen)
  return (
    <div className="bonus-message" role="alert">
      <h3 className="bonus-message__title">{title}</h3>
      {amount !== 0 && (
        <p className={`bonus-message__amount bonus-message__amount--${amount > 0 ? 'in' : 'out'}`}>
          {amount > 0 ? '+' : '−'}
          {pointsText(Math.abs(amount), data?.settings, i18n)}
        </p>
      )}
      {message.bonusText && !sameText(message.bonusText, title) ? (
        <p className="bonus-message__text">{message.bonusText}</p>
      ) : null}
      <div className="bonus-message__buttons">
        {askFeedback && (
          <Button
            block
            onClick={() =>
              closeMessageWith(close, () => {
                emit(appEvents.feedbackOpen, { bonus: message.idConnectedEntity ?? null })
                dismissCurrent(messageQueue)
              })
            }
          >
            {t`Rate the visit`}
          </Button>
        )}
        {more > 0 ? (
          <>
            <Button
              block
              variant={askFeedback ? 'secondary' : 'primary'}
              onClick={() => closeMessageWith(close, () => dismissCurrent(messageQueue))}
            >
              {t`Next`} ({more})
            </Button>
            <Button
              block
              variant="link"
              onClick={() => closeMessageWith(close, () => skipAll(messageQueue))}
            >
              {t`Skip all`}
            </Button>
          </>
        ) : (
          <Button
            block
            variant={askFeedback ? 'secondary' : 'primary'}
            onClick={() => closeMessageWith(close, () => dismissCurrent(messageQueue))}
          >
            {t`Close`}
          </Button>
        )}
      </div>
    </div>
  )
}
