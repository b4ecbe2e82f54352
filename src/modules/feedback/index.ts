/**
 * feedback: the feedback page /feedback/ and the list /feedback/list (shell-data §2), the form
 * in a bottom sheet opened by `feedback:open` from anywhere (the home «Отзыв» button, a bonus
 * notification with bonusNeedFeedback: `{bonus: idConnectedEntity}` ties the feedback to that
 * entity), and the external share sheet. Settings: schemas/modules/feedback.json (spec §6: the
 * module is available only when its settings exist in app data). Server: POST feedback, GET
 * get-feedback (server/routes/feedback.ts).
 */
import { msg } from '@lingui/core/macro'
import { appEvents, on } from '../../core/events.ts'
import { defineModule } from '../../core/module.ts'
import './icons.ts'
import { openFeedbackSheet } from './actions.ts'
import { FEEDBACK_LIST_URL, FEEDBACK_URL } from './paths.ts'

export const feedbackModule = defineModule({
  name: 'feedback',
  url: FEEDBACK_URL,
  routes: [
    { path: FEEDBACK_URL, screen: () => import('./feedback-screen.tsx') },
    { path: FEEDBACK_LIST_URL, screen: () => import('./list-screen.tsx') },
  ],
  menu: { icon: 'feedback', title: msg`Feedback` },
  init: () => on(appEvents.feedbackOpen, (p) => openFeedbackSheet(p?.bonus)),
})
