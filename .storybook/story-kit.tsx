/**
 * What the brand preview's stories are made of: a phone frame that runs the app's shell at a
 * path (its routes come from the registry), one module's widget in a slot, and one module's
 * popup — each with the brand, user and locale the toolbar (or a test project) chose.
 */
import type { StoryObj } from '@storybook/react-vite'
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useSnapshot } from 'valtio'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { registry } from '../registry/index.ts'
import { OverlayHost } from '../src/app/overlay-host.tsx'
import { Shell } from '../src/app/shell.tsx'
import type { Lazy, PopupProps } from '../src/core/module.ts'
import { SlotProvider, Slot, type SlotResolver } from '../src/core/slot.tsx'
import { ui } from '../src/core/state/ui.ts'
import { currentRecording, type Recording } from './network.ts'

/** The app's shell in a phone-sized frame at `path` (the side menu open with `panel`). */
export function Phone({
  path = '/',
  panel = false,
  children,
}: {
  path?: string
  panel?: boolean
  children?: ReactNode
}) {
  const [location] = useState(() => memoryLocation({ path }))
  useEffect(() => {
    ui.panelOpen = panel
    return () => {
      ui.panelOpen = false
    }
  }, [panel])
  return (
    <Router hook={location.hook}>
      <div
        style={{
          height: 'min(844px, 100vh)',
          overflow: 'hidden',
          position: 'relative',
          transform: 'translateZ(0)',
        }}
      >
        {children ?? <Shell />}
        <OverlayHost />
      </div>
    </Router>
  )
}

/** The first `key` of a recorded answer's list (e.g. the first news id), for screen paths. */
export function firstRecorded(
  call: string,
  list: string,
  key = 'id',
  recording: Recording | null = currentRecording(),
): string {
  const answer = recording?.[call]?.[0]?.answer
  const items = answer?.[list]
  const first = Array.isArray(items) ? (items[0] as Record<string, unknown> | undefined) : undefined
  return first?.[key] === undefined ? '0' : String(first[key])
}

/** What a story stores on the device before the app starts (preview.tsx seeds it). */
export type StoryStorage = Partial<Record<'basket', unknown>>
/** `parameters.storage`: the stored values, read from the story's recording. */
export type StorageSeed = (recording: Recording | null) => StoryStorage

/** One of each product the recording answers `get-products-by-ids` for (the basket's refresh). */
export const basketWithItem: StorageSeed = (recording) => {
  const answer = recording?.['POST get-products-by-ids']?.[0]?.answer
  const product = Array.isArray(answer?.products) ? answer.products[0] : undefined
  return { basket: product ? [{ product, amount: 1 }] : [] }
}

/** A screen of the app: the shell at a path (a function reads ids from the recording). */
export function screen(path: string | (() => string), story: StoryObj = {}): StoryObj {
  return {
    ...story,
    render: () => <Phone path={typeof path === 'string' ? path : path()} />,
  }
}

function Note({ children }: { children: ReactNode }) {
  return <p style={{ padding: 16, font: '14px/1.4 system-ui' }}>{children}</p>
}

/** One module's widget in a slot, as the registry loaded it for the brand. */
export function ModuleSlot({
  module,
  slot,
  context,
}: {
  module: string
  slot: string
  context?: Record<string, unknown>
}) {
  const { modules } = useSnapshot(registry)
  const loaded = Object.hasOwn(modules, module) ? modules[module] : undefined
  const loader = loaded?.descriptor.slots?.[slot]
  const resolver = useMemo<SlotResolver>(() => {
    const entries = loaded && loader ? [{ module, loader, settings: loaded.settings }] : []
    const resolved = { entries, missing: [] }
    const empty = { entries: [], missing: [] }
    return { resolve: (s) => (s === slot ? resolved : empty), report: () => undefined }
  }, [loaded, loader, module, slot])
  if (!loaded) return <Note>The brand does not switch the {module} module on.</Note>
  if (!loader)
    return (
      <Note>
        The {module} module fills no slot named {slot}.
      </Note>
    )
  return (
    <Phone>
      <SlotProvider value={resolver}>
        <main style={{ padding: 16 }}>
          <Slot name={slot} context={context} />
        </main>
      </SlotProvider>
    </Phone>
  )
}

/** Every slot widget a module declares, one under another (a module's slot overview). */
export function ModuleSlots({ module }: { module: string }) {
  const { modules } = useSnapshot(registry)
  const loaded = Object.hasOwn(modules, module) ? modules[module] : undefined
  if (!loaded) return <Note>The brand does not switch the {module} module on.</Note>
  const slots = Object.keys(loaded.descriptor.slots ?? {})
  return (
    <>
      {slots.map((slot) => (
        <section key={slot} aria-label={`${module}: ${slot}`}>
          <ModuleSlot module={module} slot={slot} />
        </section>
      ))}
    </>
  )
}

const popupCache = new WeakMap<Lazy<PopupProps>, ComponentType<PopupProps>>()

function lazyPopup(loader: Lazy<PopupProps>) {
  let popup = popupCache.get(loader)
  if (!popup) popupCache.set(loader, (popup = lazy(loader)))
  return popup
}

/** One module's popup (`<module>:<popup>`), opened in the phone frame. */
export function ModulePopup({ module, popup, id }: { module: string; popup: string; id?: string }) {
  const { modules } = useSnapshot(registry)
  const loaded = Object.hasOwn(modules, module) ? modules[module] : undefined
  const loader = loaded?.descriptor.popups?.[popup]
  const popups = useMemo(
    () => (loader ? [{ name: popup, Popup: lazyPopup(loader) }] : []),
    [loader, popup],
  )
  if (!loaded) return <Note>The brand does not switch the {module} module on.</Note>
  if (!loader)
    return (
      <Note>
        The {module} module has no popup named {popup}.
      </Note>
    )
  return (
    <Phone>
      <Suspense fallback={null}>
        {popups.map(({ name, Popup }) => (
          <Popup key={name} id={id} close={() => undefined} settings={loaded.settings} />
        ))}
      </Suspense>
    </Phone>
  )
}
