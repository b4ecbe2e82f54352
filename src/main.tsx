/**
 * Boot: resolve the brand from the URL, read the session and cached app data, render the shell.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { labelSplash, startApp } from './app/boot.ts'
import { activateLocale, deferModuleTexts, warmFormatters } from './core/i18n/i18n.ts'
import { session } from './core/state/session.ts'
import './ui/theme/global.css'

deferModuleTexts()
startApp()
await activateLocale(session.locale)
labelSplash()
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
warmFormatters()
