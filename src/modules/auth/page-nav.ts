/**
 * The sign-in flow as pages: each step is a route (flow.ts stepUrl); success shows on the page
 * for successTimeout, then the app leaves the flow (flow.ts leavePageFlow) and runs the callbacks.
 */
import { navigate } from '../../core/state/ui.ts'
import { leavePageFlow, stepUrl, type DoneOptions, type FlowNav } from './flow.ts'
import { authStore, requestMessages, takeCallbacks } from './store.ts'
import { authTexts } from './texts.ts'

export function pageNav(openProfile: boolean, successTimeout: number): FlowNav {
  return {
    mode: 'page',
    go: (step) => navigate(stepUrl(step, openProfile)),
    done: (opts: DoneOptions = {}) => {
      const start = authStore.flowStart ? { ...authStore.flowStart } : null
      authStore.success = opts.text ?? authTexts.signedIn
      setTimeout(() => {
        authStore.success = null
        authStore.flowStart = null
        leavePageFlow(start, openProfile)
        if (opts.messages) requestMessages(opts.messages)
        takeCallbacks()(Boolean(opts.registered))
      }, successTimeout)
    },
  }
}
