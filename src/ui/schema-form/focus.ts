import type { RJSFValidationError } from '@rjsf/utils'

/** The element id rjsf gives the field an error's `property` ('.address.street') points at. */
export function fieldIdFor(property: string | undefined, idPrefix: string, separator = '_') {
  const parts = (property ?? '').split(/[.[\]'"]+/).filter(Boolean)
  return [idPrefix, ...parts].join(separator)
}

/**
 * spec (shell-data §5, accounts-loyalty §5): on a failed submit the first invalid input gets the
 * focus. "First" is the order on screen, not ajv's order (which reports `required` before the
 * other keywords).
 */
export function focusFirstInvalid(
  form: HTMLFormElement | null | undefined,
  errors: readonly RJSFValidationError[],
  idPrefix: string,
): HTMLElement | undefined {
  if (!form) return undefined
  const ids = new Set(errors.map((e) => fieldIdFor(e.property, idPrefix)))
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLElement) || !el.id) continue
    // radio options are '<field id>-<index>'
    const fieldId = ids.has(el.id) ? el.id : el.id.replace(/-\d+$/, '')
    if (ids.has(fieldId) && !(el as HTMLInputElement).disabled) {
      el.focus()
      return el
    }
  }
  return undefined
}
