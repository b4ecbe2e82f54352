/**
 * The root component: i18n, slots, the loading screen until app data is there, then the shell;
 * the overlay host above everything; the PWA update prompt in production builds.
 */
import { I18nProvider } from '@lingui/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Router, type BaseLocationHook } from 'wouter'
import { i18n } from '../core/i18n/i18n.ts'
import { appData } from '../core/state/app-data.ts'
import { LoadingScreen } from './loading-screen.tsx'
import { OverlayHost } from './overlay-host.tsx'
import { Shell } from './shell.tsx'
import { RegistrySlotProvider } from './slot-provider.tsx'
import './app.css'

const UpdatePrompt = lazy(() => import('./update-prompt.tsx'))

/**
 * Between loading and the shell. Later issues put the welcome, age-check and update screens
 * here (spec: welcome on the first run unless a mini-app; the update screen inside it).
 */
function StartupGate({ children }: { children: ReactNode }) {
  return <>{children}</>
}

function Root() {
  const { data } = useSnapshot(appData)
  return (
    <>
      {data ? (
        <StartupGate>
          <Shell />
        </StartupGate>
      ) : (
        <LoadingScreen />
      )}
      <OverlayHost />
      {import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </>
  )
}

export function App({ locationHook }: { locationHook?: BaseLocationHook } = {}) {
  const root = <Root />
  return (
    <I18nProvider i18n={i18n}>
      <RegistrySlotProvider>
        {locationHook ? <Router hook={locationHook}>{root}</Router> : root}
      </RegistrySlotProvider>
    </I18nProvider>
  )
}
