/** Renders with the real Lingui catalog (ru unless told), as the app does. */
import { I18nProvider } from '@lingui/react'
import { cleanup, render, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach } from 'vitest'
import { activateLocale, i18n, type Locale } from '../../src/core/i18n/i18n.ts'

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

export async function renderI18n(ui: ReactElement, locale: Locale = 'ru', options?: RenderOptions) {
  await activateLocale(locale)
  return render(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    ...options,
  })
}
