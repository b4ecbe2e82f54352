/**
 * The runtime of the `<Trans>` macro (lingui.config.ts `runtimeConfigModule`, imported as
 * `#trans`): Lingui's own `Trans`, built here on the context-free `TransNoContext`. @lingui/react
 * defines its `Trans` beside `I18nProvider` and `useLingui`, so every chunk's `<Trans>` kept the
 * rich-text formatting in the first paint's chunk, which uses none (issue 16: initial JS). Now it
 * loads with the screens that render one.
 */
import { useLingui, type TransProps } from '@lingui/react'
import { TransNoContext } from '@lingui/react/server'

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />
}
