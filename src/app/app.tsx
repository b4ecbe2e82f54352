/**
 * The root component: i18n, slots, the loading screen until app data is there, then the shell;
 * the overlay host above everything; the PWA update prompt in production builds.
 */
import { I18nProvider } from '@lingui/react'
import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Router, type BaseLocationHook } from 'wouter'
import { i18n, loadLateTexts } from '../core/i18n/i18n.ts'
import { appData } from '../core/state/app-data.ts'
import { session } from '../core/state/session.ts'
import { LoadingScreen } from './loading-screen.tsx'
import { OverlayHost } from './overlay-host.tsx'
import { Shell } from './shell.tsx'
import { ShellSlot } from './shell-slot.tsx'
import { RegistrySlotProvider } from './slot-provider.tsx'
import './app.css'

const UpdatePrompt = lazy(() => import('./update-prompt.tsx'))
// Its texts are in the late catalog (lingui.config.ts): they come with its chunk.
const DevControl = lazy(() =>
  Promise.all([import('./dev-control.tsx'), loadLateTexts()]).then(([m]) => m),
)

/**
 * Between loading and the shell: the screens modules contribute to the `startup` slot (auth's
 * age check and welcome screen; later the update screen) show over the shell, which stays
 * mounted but inert while one of them is there. A widget renders nothing when it has nothing to
 * ask, so the gate is open when the slot is empty.
 */
function StartupGate({ children }: { children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null)
  const [covered, setCovered] = useState(false)
  useLayoutEffect(() => {
    const el = slot.current
    if (!el) return
    const update = () => setCovered(el.childElementCount > 0)
    update()
    const observer = new MutationObserver(update)
    observer.observe(el, { childList: true })
    return () => observer.disconnect()
  }, [])
  return (
    <>
      <div ref={slot} className="startup-screens">
        <ShellSlot name="startup" />
      </div>
      <div className="startup-gated" inert={covered || undefined}>
        {children}
      </div>
    </>
  )
}

/** The dev control overlay, loaded only in developer mode (spec shell-data §2, §6). */
function DevMode() {
  const { devMode } = useSnapshot(session)
  return devMode ? (
    <Suspense fallback={null}>
      <DevControl />
    </Suspense>
  ) : null
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
      <DevMode />
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
