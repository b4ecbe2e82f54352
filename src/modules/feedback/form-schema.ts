/**
 * The feedback form as a JSON Schema (ADR 003), built from the brand's branches (a field exists
 * only when it applies). spec (shell-data §5): a rating of 1 to 5 stars; a comment required only
 * when no rating is set; a branch required when at least one exists. The comment's limit is the
 * server's (schemas/api/feedback.json).
 */
import type { RJSFSchema } from '@rjsf/utils'
import { MAX_STARS, preselectBranch } from './rules.ts'

export const COMMENT_MAX_LENGTH = 2000

export interface FeedbackFormData {
  rating?: number
  idBranch?: number
  content?: string
}

interface BranchOption {
  idBranch: number
  name: string
}

export function feedbackFormSchema(branches: readonly BranchOption[]): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {
    rating: { type: 'integer', title: 'Rating', minimum: 1, maximum: MAX_STARS },
  }
  if (branches.length > 0) {
    properties.idBranch = {
      type: 'integer',
      title: 'Branch',
      oneOf: branches.map((b) => ({ const: b.idBranch, title: b.name })),
    }
  }
  properties.content = { type: 'string', title: 'Comment', maxLength: COMMENT_MAX_LENGTH }
  return {
    type: 'object',
    properties,
    required: branches.length > 0 ? ['idBranch'] : [],
    // spec: a comment is required only when no rating is set
    if: { not: { required: ['rating'] } },
    then: { required: ['content'] },
  }
}

/** The empty form: no stars, no comment, the preselected branch (rules.ts). */
export function emptyFeedbackForm(
  branches: readonly BranchOption[],
  lastVisitedBranchId?: unknown,
): FeedbackFormData {
  const idBranch = preselectBranch(branches, lastVisitedBranchId)
  return idBranch === undefined ? {} : { idBranch }
}
