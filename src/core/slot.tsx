/**
 * <Slot name="home" />: renders, in settings order, the widgets that enabled modules contribute
 * to a named slot, each in Suspense and an error boundary, so one broken widget never blanks
 * the screen. The shell provides the resolver (registry) through SlotProvider; modules only use
 * <Slot>, never the registry.
 */
import {
  createContext,
  Fragment,
  memo,
  startTransition,
  Suspense,
  useContext,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { ErrorBoundary } from './error-boundary.tsx'
import { firstScreenLoading, onFirstScreenLoaded } from './first-screen.ts'
import { lazyComponent, type LazyComponent } from './lazy-component.ts'
import type { Lazy, SlotWidgetProps } from './module.ts'
import { SlotContext, type SlotResolver } from './slot-context.ts'
import type { ModuleSettings } from './state/types.ts'

export {
  SlotProvider,
  type ResolvedSlot,
  type ResolvedSlotEntry,
  type SlotResolver,
} from './slot-context.ts'

const lazyCache = new WeakMap<Lazy<SlotWidgetProps>, LazyComponent<SlotWidgetProps>>()

/** One lazy component per loader: its chunk loads once, whichever slot renders it. */
function lazyWidget(loader: Lazy<SlotWidgetProps>): LazyComponent<SlotWidgetProps> {
  let Widget = lazyCache.get(loader)
  if (!Widget) {
    Widget = lazyComponent(loader)
    lazyCache.set(loader, Widget)
  }
  return Widget
}

/**
 * Whether a widget can render without suspending: its chunk and the error boundary's have loaded
 * (or failed: the boundary then reports it). A widget that suspended would show its boundary's
 * fallback, and React holds every reveal after a fallback until 300 ms after it (issue 16: the
 * home's widgets mount one after another, so each paid it); the slot shows its own placeholder
 * until then instead.
 */
function ready(Widget: LazyComponent<SlotWidgetProps>): boolean {
  return Widget.settled() && ErrorBoundary.settled()
}

/**
 * Whether the widget renders with the slot's first paint (one of its `eager` widgets, at the top
 * of the screen): its largest picture is then the screen's LCP element and loads at once with a
 * high priority (issue 16). `'in-view'` for the widgets after those: one may still be on a
 * phone's first screen (pizzeria-msk's offers under a short bonus block), so its largest picture
 * loads at once with high priority if its box is in the viewport as it mounts, lazily below the
 * fold (LazyImage's `priority`). False outside a slot with `eager`.
 */
export type FirstPaint = boolean | 'in-view'

const FirstPaintContext = createContext<FirstPaint>(false)

export function useFirstPaint(): FirstPaint {
  return useContext(FirstPaintContext)
}

/** The latest the widgets after the `eager` ones wait for those (a widget may never load). */
export const SLOT_DEFER_MAX = 3_000

/**
 * The latest what follows a slot (`after`) waits for its widgets: longer than SLOT_DEFER_MAX, as
 * shown too early it sits under the first widgets and every widget arriving later pushes it down
 * (issue 16: on a slow phone the home's buttons moved 0.1-0.27 so); it only guards against a
 * widget that never loads.
 */
export const SLOT_AFTER_MAX = 10_000

/**
 * Mounts with its Suspense boundary's content: reports it in the DOM at once (the next widget
 * may mount below it) and once that has painted (eager widgets, what follows the slot).
 */
function Painted({
  module,
  onMounted,
  onPainted,
}: {
  module: string
  onMounted: (module: string) => void
  onPainted: (module: string) => void
}) {
  useLayoutEffect(() => onMounted(module), [module, onMounted])
  useEffect(() => {
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => onPainted(module))
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [module, onPainted])
  return null
}

/**
 * One widget of a slot in its boundaries. Memoised: the slot's own state (which widgets have
 * mounted and painted) changes once or twice per widget while the home starts, and each change
 * re-rendered every widget above (issue 16: 900 of the signed-in home's 1,200 component renders
 * on pizzeria-msk); now only the item whose props changed renders again.
 */
const SlotItem = memo(function SlotItem({
  module,
  slot,
  Widget,
  settings,
  context,
  firstPaint,
  waiting,
  watchPaint,
  onMounted,
  onPainted,
  report,
}: {
  module: string
  slot: string
  Widget: ComponentType<SlotWidgetProps>
  settings: ModuleSettings
  context?: Record<string, unknown>
  firstPaint: FirstPaint
  waiting: ReactNode
  watchPaint: boolean
  onMounted: (module: string) => void
  onPainted: (module: string) => void
  report: SlotResolver['report']
}) {
  // The same element while the widget's own props stay: painting it renders Painted only.
  const widget = useMemo(
    () => <Widget settings={settings} context={context} />,
    [Widget, settings, context],
  )
  return (
    // A broken widget renders nothing and is reported (never blanks the screen).
    // The outer Suspense waits for the boundary's own chunk (core/error-boundary.tsx).
    <FirstPaintContext.Provider value={firstPaint}>
      <Suspense fallback={waiting}>
        <ErrorBoundary
          fallback={null}
          onError={(e) => {
            report(module, slot, e)
            onMounted(module)
            onPainted(module)
          }}
        >
          <Suspense fallback={waiting}>
            {widget}
            {watchPaint ? (
              <Painted module={module} onMounted={onMounted} onPainted={onPainted} />
            ) : null}
          </Suspense>
        </ErrorBoundary>
      </Suspense>
    </FirstPaintContext.Provider>
  )
})

export function Slot({
  name,
  context,
  fallback = null,
  eager,
  after,
  pending = null,
}: {
  name: string
  context?: Record<string, unknown>
  fallback?: ReactNode
  /**
   * How many of the first widgets render (and load their chunks) at once; the rest, below the
   * fold, once those have painted (issue 16). Default: all at once.
   */
  eager?: number
  /**
   * What follows the slot on its screen, shown once every widget has painted (or
   * SLOT_AFTER_MAX after the widgets started), so widgets arriving never push it down.
   */
  after?: ReactNode
  /**
   * What stands below the painted widgets while the slot reveals them in order (`eager` or
   * `after`): the next widget's placeholder until its chunk is in, so the screen under the
   * first widgets is never blank on a slow phone. It is the boundary's fallback, a node of its
   * own each time: replaced by the widget, not pushed down by it (no layout shift).
   */
  pending?: ReactNode
}) {
  const resolver = useContext(SlotContext)
  const { entries, missing } = resolver.resolve(name)
  const all = useMemo(() => entries.map((e) => ({ ...e, Widget: lazyWidget(e.loader) })), [entries])
  const eagerCount = eager === undefined ? all.length : Math.min(eager, all.length)
  const [painted, setPainted] = useState<ReadonlySet<string>>(() => new Set())
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set())
  const [waited, setWaited] = useState(false)
  const [waitedAfter, setWaitedAfter] = useState(false)
  const [picturesWaited, setPicturesWaited] = useState(false)
  // Every step of the reveal (a widget mounted, painted, its chunk in) is a transition: React
  // renders the next widget in slices of a few ms, yielding to the browser between them, not in
  // one long task (issue 16, TBT: each widget's mount was a 20-40 ms task on a phone).
  const onPainted = useCallback(
    (module: string) =>
      startTransition(() =>
        setPainted((done) => (done.has(module) ? done : new Set(done).add(module))),
      ),
    [],
  )
  const onMounted = useCallback(
    (module: string) =>
      startTransition(() =>
        setMounted((done) => (done.has(module) ? done : new Set(done).add(module))),
      ),
    [],
  )
  const rest = waited || all.slice(0, eagerCount).every((w) => painted.has(w.module))
  const settled = waitedAfter || all.every((w) => painted.has(w.module))
  const watching = eager !== undefined || after !== undefined
  useEffect(() => {
    if (!watching || rest) return
    const timer = setTimeout(() => setWaited(true), SLOT_DEFER_MAX)
    return () => clearTimeout(timer)
  }, [watching, rest])
  useEffect(() => {
    if (!watching || settled) return
    const timer = setTimeout(() => setWaitedAfter(true), SLOT_AFTER_MAX)
    return () => clearTimeout(timer)
  }, [watching, settled])
  const loading = useMemo(() => (rest ? all : all.slice(0, eagerCount)), [rest, all, eagerCount])
  // Their chunks load at once, but a widget mounts only once those above it are in the DOM: one
  // arriving first never has another inserted above it (issue 16: sushi's offers came after its
  // bonus block and moved it 0.1).
  // A chunk's arrival renders the slot again (the next widget may now show without suspending).
  const [, setArrived] = useState(0)
  useEffect(() => {
    let live = true
    const arrived = () => live && startTransition(() => setArrived((n) => n + 1))
    if (!ErrorBoundary.settled()) void ErrorBoundary.preload().then(arrived)
    for (const w of loading) if (!w.Widget.settled()) void w.Widget.preload().then(arrived)
    return () => {
      live = false
    }
  }, [loading])
  const next = all.findIndex((w) => !mounted.has(w.module))
  const inOrder = watching && !waited && !waitedAfter && next >= 0
  // A widget after the eager ones mounts once the one above it has painted and the first
  // screen's pictures have loaded (core/first-screen.ts): the widgets below the fold render
  // after the screen's largest picture, not before it (issue 16, LCP). A picture that never
  // loads holds them SLOT_DEFER_MAX at most.
  const gated =
    inOrder &&
    next >= eagerCount &&
    !picturesWaited &&
    ((next > 0 && !painted.has(all[next - 1]!.module)) || firstScreenLoading())
  const gatedByPictures = gated && firstScreenLoading()
  useEffect(() => {
    if (!gatedByPictures) return
    const unsubscribe = onFirstScreenLoaded(() => startTransition(() => setArrived((n) => n + 1)))
    const timer = setTimeout(() => setPicturesWaited(true), SLOT_DEFER_MAX)
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [gatedByPictures])
  // In order: the widgets above the next one, and the next one once its chunk is in (until then
  // the placeholder stands for it, never its boundary's fallback: see `ready`).
  const nextWidget = inOrder && !gated ? loading[next] : undefined
  const widgets = inOrder
    ? loading.slice(0, nextWidget && ready(nextWidget.Widget) ? next + 1 : next)
    : loading
  // The placeholder stands where the next widget will show: its boundary's fallback, or after
  // the eager widgets while the rest wait for their paint.
  const trailing = watching && !settled && next >= 0 && next >= widgets.length
  useEffect(() => {
    for (const module of missing) resolver.report(module, name, undefined)
  }, [missing, name, resolver])
  return (
    <>
      {widgets.map(({ module, Widget, settings }, i) => (
        // Only the next widget to show stands for those still to come; others (all mounted
        // once a wait ran out) keep the plain fallback, as placeholders above a widget would
        // push it down when they are replaced.
        <SlotItem
          key={module}
          module={module}
          slot={name}
          Widget={Widget}
          settings={settings}
          context={context}
          firstPaint={eager === undefined ? false : i < eagerCount ? true : 'in-view'}
          waiting={watching && i === next ? pending : fallback}
          watchPaint={watching && !painted.has(module)}
          onMounted={onMounted}
          onPainted={onPainted}
          report={resolver.report}
        />
      ))}
      {trailing ? <Fragment key="pending">{pending}</Fragment> : null}
      {settled ? after : null}
    </>
  )
}
