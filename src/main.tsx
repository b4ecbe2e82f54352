import { Trans } from '@lingui/react/macro'
import { I18nProvider } from '@lingui/react'
import { createRoot } from 'react-dom/client'
import { activateLocale, i18n } from './core/i18n/i18n.ts'
import { validateAppData } from 'virtual:settings-validators'

await activateLocale('ru')
console.log(validateAppData({ settings: {} }))
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <p>
      <Trans>Error</Trans>
    </p>
  </I18nProvider>,
)
