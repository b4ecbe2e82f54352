/**
 * <Slot name="home" />: renders, in settings order, the widgets that enabled modules contribute
 * to a named slot, each in Suspense and an error boundary, so one broken widget never blanks
 * the screen. The shell provides the resolver (registry) through SlotProvider; modules only use
 * <Slot>, never the registry.
 */
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react'
import { ErrorBoundary } from './error-boundary.tsx'
import type { Lazy, SlotWidgetProps } from './module.ts'
import type { ModuleSettings } from './state/types.ts'

export interface ResolvedSlotEntry {
  module: string
  loader: Lazy<SlotWidgetProps>
  settings: ModuleSettings
}

export interface ResolvedSlot {
  entries: ResolvedSlotEntry[]
  /** Modules the settings list for this slot that contribute nothing to it. */
  missing: string[]
}

export interface SlotResolver {
  /** Must return the same object while nothing changed (it is a memo dependency). */
  resolve: (slot: string) => ResolvedSlot
  /** A widget threw, or a listed module has nothing for the slot (`error` undefined). */
  report: (module: string, slot: string, error: unknown) => void
}

const emptySlot: ResolvedSlot = { entries: [], missing: [] }

const SlotContext = createContext<SlotResolver>({ resolve: () => emptySlot, report: () => {} })

export const SlotProvider = SlotContext.Provider

const lazyCache = new WeakMap<Lazy<SlotWidgetProps>, ComponentType<SlotWidgetProps>>()

function lazyWidget(loader: Lazy<SlotWidgetProps>) {
  let widget = lazyCache.get(loader)
  if (!widget) lazyCache.set(loader, (widget = lazy(loader)))
  return widget
}

export function Slot({
  name,
  context,
  fallback = null,
}: {
  name: string
  context?: Record<string, unknown>
  fallback?: ReactNode
}) {
  const resolver = useContext(SlotContext)
  const { entries, missing } = resolver.resolve(name)
  const widgets = useMemo(
    () => entries.map((e) => ({ ...e, Widget: lazyWidget(e.loader) })),
    [entries],
  )
  useEffect(() => {
    for (const module of missing) resolver.report(module, name, undefined)
  }, [missing, name, resolver])
  return (
    <>
      {widgets.map(({ module, Widget, settings }) => (
        // A broken widget renders nothing and is reported (never blanks the screen).
        // The outer Suspense waits for the boundary's own chunk (core/error-boundary.tsx).
        <Suspense key={module} fallback={fallback}>
          <ErrorBoundary fallback={null} onError={(e) => resolver.report(module, name, e)}>
            <Suspense fallback={fallback}>
              <Widget settings={settings} context={context} />
            </Suspense>
          </ErrorBoundary>
        </Suspense>
      ))}
    </>
  )
}
