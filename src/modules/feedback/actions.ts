/**
 * Sending feedback (shell-data §4 Feedback form, §7 POST feedback) and the sheets: the form sheet
 * opened by `feedback:open` (optionally tied to a bonus entity id) and the external share sheet.
 */
import { moduleSettings } from '../../core/module-settings.ts'
import { openDialog, openSheet, showError, withBusy } from '../../core/overlay.ts'
import { appData, loadAppData } from '../../core/state/app-data.ts'
import { sendFeedback, type FeedbackRecord } from './api.ts'
import { feedbackListChanged } from './queries.ts'
import { qualityOf, SHARE_SHEET_DELAY, shareEligible, shareTarget } from './rules.ts'
import { feedbackTexts } from './texts.ts'
import type { FeedbackSheetProps } from './feedback-sheet.tsx'
import type { ShareSheetProps } from './share-sheet.tsx'
import { lazyComponent } from '../../core/lazy-component.ts'

const FeedbackSheet = lazyComponent(() => import('./feedback-sheet.tsx'))
const ShareSheet = lazyComponent(() => import('./share-sheet.tsx'))

export interface FeedbackInput {
  stars: number
  idBranch?: number
  content?: string
  bonus?: number | string | null
}

/** The form sheet; `bonus` ties the feedback to that bonus entity (a bonus notification). */
export function openFeedbackSheet(bonus?: number | string | null): void {
  openSheet<Omit<FeedbackSheetProps, 'close'>>({
    label: feedbackTexts.leaveFeedback,
    component: FeedbackSheet,
    props: { bonus: bonus ?? undefined },
  })
}

function branchOf(idBranch: number) {
  return appData.data?.branches?.find((b) => b.idBranch === idBranch)
}

/** The external share sheet for a saved feedback. */
export function openShareSheet(saved: FeedbackRecord): void {
  openSheet<Omit<ShareSheetProps, 'close'>>({
    label: feedbackTexts.shareTitle,
    component: ShareSheet,
    props: { saved },
  })
}

/** Opens the review site (or the wallet frontend's page) in the system browser. */
export function openShareTarget(saved: FeedbackRecord): void {
  const settings = moduleSettings('feedback')
  if (!settings) return
  const url = shareTarget(settings, branchOf(saved.idBranch), saved)
  if (url) window.open(url, '_blank', 'noopener')
}

/**
 * Sends the feedback (quality = stars x 2, idBranch 0 when none, bonus = the entity id) under the
 * busy loader. On success: the success dialog; app data reloads and the list is stale; when the
 * external share is eligible (rules.ts), its sheet opens 300 ms after the dialog is closed (the
 * two never cover each other). On failure: the common error dialog (the server's message or the
 * spec's text) and null; the caller keeps what was typed.
 */
export async function submitFeedback(input: FeedbackInput): Promise<FeedbackRecord | null> {
  let saved: FeedbackRecord
  try {
    saved = await withBusy((signal) =>
      sendFeedback(
        {
          idBranch: input.idBranch ?? 0,
          quality: qualityOf(input.stars),
          content: input.content?.trim() || undefined,
          bonus: input.bonus ?? undefined,
        },
        signal,
      ),
    )
  } catch (error) {
    showError(error)
    return null
  }
  const settings = moduleSettings('feedback')
  const share = !!settings && shareEligible(settings, branchOf(saved.idBranch), input.stars)
  openDialog({
    title: feedbackTexts.successTitle,
    text: feedbackTexts.successText,
    onClose: share ? () => setTimeout(() => openShareSheet(saved), SHARE_SHEET_DELAY) : undefined,
  })
  void feedbackListChanged()
  // spec §7: after success app data is reloaded.
  void loadAppData()
  return saved
}
