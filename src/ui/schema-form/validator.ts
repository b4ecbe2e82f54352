/**
 * The rjsf validator: ajv from @rjsf/validator-ajv8 with the spec's keywords (the same
 * addSpecKeywords the server uses), and the errors put into the spec's words.
 */
import type { I18n } from '@lingui/core'
import type { RJSFValidationError } from '@rjsf/utils'
import { customizeValidator } from '@rjsf/validator-ajv8'
import { addSpecKeywords } from '../../core/validation/keywords.ts'
import { validationMessage } from '../../core/validation/messages.ts'

export const specValidator = customizeValidator({ extenderFn: (ajv) => addSpecKeywords(ajv) })

/** rjsf `transformErrors`: every error gets the spec's message in the current language. */
export function localiseErrors(i18n: I18n) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const message = validationMessage(error, i18n)
      return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() }
    })
}
