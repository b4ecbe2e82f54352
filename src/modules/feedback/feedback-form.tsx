/**
 * The feedback form (shell-data §4 Feedback form, §5): stars 1 to 5, the branch (when the brand
 * has any; preselected), a comment. States: empty; rated (send enabled); validating (a click
 * with invalid fields marks all touched and focuses the first invalid one: SchemaForm); sending
 * (the button's loader); then the success dialog or the error (actions.ts). After sending the
 * form resets and `onSent` closes the sheet or goes back; on an error what was typed stays.
 */
import { useLingui } from '@lingui/react/macro'
import type { UiSchema } from '@rjsf/utils'
import { useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { appData } from '../../core/state/app-data.ts'
import { buttonClass } from '../../ui/button/button.tsx'
import { LazySchemaForm } from '../../ui/schema-form/index.ts'
import { submitFeedback } from './actions.ts'
import { emptyFeedbackForm, feedbackFormSchema, type FeedbackFormData } from './form-schema.ts'
import { StarsWidget } from './stars.tsx'
import { feedbackTexts } from './texts.ts'

const COMMENT_PLACEHOLDER = 'Tell us what you liked and what we could do better'

/** Schema texts (English source) -> their translations. */
const schemaTexts = {
  Rating: feedbackTexts.rating,
  Branch: feedbackTexts.branch,
  Comment: feedbackTexts.comment,
  [COMMENT_PLACEHOLDER]: feedbackTexts.commentPlaceholder,
}

export interface FeedbackFormProps {
  /** The bonus entity id the feedback is tied to (a bonus notification). */
  bonus?: number | string
  /** After a successful send (the form has reset). */
  onSent: () => void
}

export function FeedbackForm({ bonus, onSent }: FeedbackFormProps) {
  const { i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const branches = data?.branches
  const lastVisited = data?.user?.lastVisitedBranchId
  const options = useMemo(
    () => (branches ?? []).map((b) => ({ idBranch: b.idBranch, name: b.name })),
    [branches],
  )
  const schema = useMemo(() => feedbackFormSchema(options), [options])
  const empty = useMemo(() => emptyFeedbackForm(options, lastVisited), [options, lastVisited])
  const uiSchema = useMemo<UiSchema<FeedbackFormData>>(
    () => ({
      'ui:order': ['rating', 'idBranch', 'content'],
      rating: { 'ui:widget': StarsWidget, 'ui:options': { label: false } },
      // a few branches as a radio list, many as a select
      idBranch: { 'ui:widget': options.length > 4 ? 'select' : 'radio' },
      content: {
        'ui:widget': 'textarea',
        'ui:placeholder': COMMENT_PLACEHOLDER,
        'ui:options': { rows: 4 },
      },
    }),
    [options.length],
  )
  const [formData, setFormData] = useState<FeedbackFormData>(empty)
  // A new key resets the form's own state (touched fields, live validation) with the data.
  const [formKey, setFormKey] = useState(0)
  const [sending, setSending] = useState(false)
  const rated = (formData.rating ?? 0) > 0

  const submit = async (valid: FeedbackFormData) => {
    if (sending || !valid.rating) return
    setSending(true)
    const saved = await submitFeedback({
      stars: valid.rating,
      idBranch: valid.idBranch,
      content: valid.content,
      bonus,
    })
    setSending(false)
    if (!saved) return
    setFormData(empty)
    setFormKey((k) => k + 1)
    onSent()
  }

  return (
    <LazySchemaForm<FeedbackFormData>
      key={formKey}
      className="fb-form"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      onChange={setFormData}
      onSubmit={(valid) => void submit(valid)}
      texts={schemaTexts}
    >
      {!rated ? <p className="fb-form__hint">{i18n._(feedbackTexts.chooseStars)}</p> : null}
      <button
        type="submit"
        className={buttonClass({ block: true, className: 'fb-form__send' })}
        // spec: send is disabled until at least one star is chosen
        disabled={!rated || sending}
        aria-busy={sending || undefined}
      >
        {i18n._(sending ? feedbackTexts.sending : feedbackTexts.send)}
      </button>
    </LazySchemaForm>
  )
}
