/**
 * Storybook helpers for stories of components that translate: load a catalog when the preview
 * has not (ru, the default) and provide Lingui. A preview-level locale toolbar wins.
 */
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { activateLocale, i18n } from '../../core/i18n/i18n.ts'

export const i18nLoader = async () => {
  if (!i18n.locale) await activateLocale('ru')
  return {}
}

export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
