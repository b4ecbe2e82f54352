/**
 * <Slot name="home" />: renders, in settings order, the widgets that enabled modules contribute
 * to a named slot, each in Suspense and an error boundary, so one broken widget never blanks
 * the screen. The shell provides the resolver (registry) through SlotProvider; modules only use
 * <Slot>, never the registry.
 */
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react'
import type { Lazy, SlotWidgetProps } from './module.ts'
import type { ModuleSettings } from './state/types.ts'

export interface ResolvedSlotEntry {
  module: string
  loader: Lazy<SlotWidgetProps>
  settings: ModuleSettings
}

export interface SlotResolver {
  resolve: (slot: string) => ResolvedSlotEntry[]
  report: (module: string, slot: string, error: unknown) => void
}

const SlotContext = createContext<SlotResolver>({ resolve: () => [], report: () => {} })

export const SlotProvider = SlotContext.Provider

class WidgetBoundary extends Component<
  { onError: (e: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

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
  const entries = resolver.resolve(name)
  const widgets = useMemo(
    () => entries.map((e) => ({ ...e, Widget: lazyWidget(e.loader) })),
    [entries],
  )
  return (
    <>
      {widgets.map(({ module, Widget, settings }) => (
        <WidgetBoundary key={module} onError={(e) => resolver.report(module, name, e)}>
          <Suspense fallback={fallback}>
            <Widget settings={settings} context={context} />
          </Suspense>
        </WidgetBoundary>
      ))}
    </>
  )
}
