/**
 * The feedback module's pure rules (shell-data §3, §5, §9): stars and quality, the branch that is
 * preselected, and when and where the external review share leads.
 */
import { safeWebUrl } from '../../core/format/safe-url.ts'

/** spec §9: feedback stars are 1 to 5. */
export const MAX_STARS = 5
/** spec §9: the external share sheet opens this long after the success. */
export const SHARE_SHEET_DELAY = 300

/** spec §3, §9: the quality sent is stars times 2. */
export function qualityOf(stars: number): number {
  return Math.round(stars) * 2
}

/** spec §3: a record's quality (2…10, a string or a number) shown as stars, with halves. */
export function starsOf(quality: unknown): number {
  const q = typeof quality === 'string' ? Number(quality.trim()) : Number(quality)
  if (!Number.isFinite(q)) return 0
  return Math.min(MAX_STARS, Math.max(0, Math.round(q) / 2))
}

interface BranchRef {
  idBranch: number
}

/**
 * spec §5: with exactly one branch it is preselected; otherwise the user's last visited branch,
 * when it is one of the brand's branches; otherwise none.
 */
export function preselectBranch(
  branches: readonly BranchRef[],
  lastVisitedBranchId?: unknown,
): number | undefined {
  if (branches.length === 1) return branches[0]!.idBranch
  const last = Number(lastVisitedBranchId)
  if (!last) return undefined
  return branches.some((b) => b.idBranch === last) ? last : undefined
}

export type ReviewSite = 'yandex' | 'twoGIS' | 'google'

/** spec §3 Feedback branch data: the review sites a branch may name (in the order offered). */
const reviewFields: [ReviewSite, string][] = [
  ['yandex', 'yandexFeedbackSharingURL'],
  ['twoGIS', 'twoGISFeedbackSharingURL'],
  ['google', 'googleFeedbackSharingURL'],
]

/** The branch's review sites whose URL is a web address (nothing else reaches window.open). */
export function reviewUrls(
  branch: Readonly<Record<string, unknown>> | undefined,
): { site: ReviewSite; url: string }[] {
  if (!branch) return []
  return reviewFields.flatMap(([site, field]) => {
    const url = safeWebUrl(branch[field])
    return url && /^https?:\/\//i.test(url.trim()) ? [{ site, url: url.trim() }] : []
  })
}

export interface ShareSettings {
  enableCollectingNPSFeedback: boolean
  enableThirdPartyFeedbackImprovement: boolean
  feedbackShareThreshold: number
  walletFeedbackUrl?: string
}

/**
 * spec §9 External feedback share: the branch has at least one external URL, NPS collection and
 * third-party improvement are enabled, and stars times 2 is at least feedbackShareThreshold.
 */
export function shareEligible(
  settings: ShareSettings,
  branch: Readonly<Record<string, unknown>> | undefined,
  stars: number,
): boolean {
  return (
    reviewUrls(branch).length > 0 &&
    settings.enableCollectingNPSFeedback &&
    settings.enableThirdPartyFeedbackImprovement &&
    qualityOf(stars) >= settings.feedbackShareThreshold
  )
}

export interface SavedFeedback {
  idFeedback: number | string
  idBranch: number | string
  authToken?: string
}

/**
 * Where the share button leads: the branch's one review site; with several, the wallet frontend's
 * feedback page (spec §7: query params token, idFeedback and idBranch) when the brand names one,
 * where the customer picks the site, else the first site.
 */
export function shareTarget(
  settings: ShareSettings,
  branch: Readonly<Record<string, unknown>> | undefined,
  saved: SavedFeedback,
): string | null {
  const sites = reviewUrls(branch)
  const wallet = safeWebUrl(settings.walletFeedbackUrl)
  if (sites.length > 1 && wallet && /^https?:\/\//i.test(wallet.trim())) {
    const url = new URL(wallet.trim())
    url.searchParams.set('token', saved.authToken ?? '')
    url.searchParams.set('idFeedback', String(saved.idFeedback))
    url.searchParams.set('idBranch', String(saved.idBranch))
    return url.toString()
  }
  return sites[0]?.url ?? null
}
