/**
 * A lazily loaded component that renders at once when its chunk is already there (issue 16).
 *
 * React.lazy learns that its chunk has loaded only after its first render threw the promise:
 * even a chunk that was preloaded long before suspends once, its boundary commits the fallback,
 * and React then holds the boundary's reveal (a retry) until 300 ms after the last fallback it
 * committed (React's FALLBACK_THROTTLE_MS). The home's widgets mount one after another, each
 * with its own boundary, so each paid up to 300 ms: the offers row of pizzeria-msk, third on its
 * home, asked for its pictures about a second after its data was in. This one keeps the loaded
 * component and renders it directly; a chunk still on its way suspends through React.lazy of the
 * same load. (`use` of the load's promise instead was never retried in a test's act environment.)
 */
import {
  createElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type FunctionComponent,
} from 'react'

type Loaded<P> = { default: ComponentType<P> }

export interface LazyComponent<P> extends FunctionComponent<P> {
  /** Starts loading the chunk (once); resolves when it has loaded or failed, never rejects. */
  preload: () => Promise<void>
  /** Whether the chunk has loaded or failed: a render now does not suspend. */
  settled: () => boolean
  /** Whether the chunk has loaded (a render now shows the component, never throws). */
  arrived: () => boolean
}

/**
 * Like React.lazy(loader): the loader runs once, on the first render or `preload()`; a failed
 * load stays failed (its error reaches the nearest error boundary on every render), as with
 * React.lazy: make a new one to load afresh.
 */
export function lazyComponent<P extends object>(
  loader: () => Promise<Loaded<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined
  let failed = false
  let loading: Promise<Loaded<P>> | undefined
  const load = (): Promise<Loaded<P>> => {
    if (!loading) {
      loading = loader()
      loading.then(
        (module) => {
          loaded = module.default
        },
        () => {
          failed = true
        },
      )
    }
    return loading
  }
  const Suspending = lazy(load)
  function Lazy(props: P) {
    // Decided once per mount: an instance that suspended keeps React.lazy's element (switching
    // to the loaded component later would mount its tree afresh).
    const [direct] = useState(() => loaded)
    return createElement(direct ?? Suspending, props)
  }
  Lazy.preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    )
  Lazy.settled = () => loaded !== undefined || failed
  Lazy.arrived = () => loaded !== undefined
  return Lazy as LazyComponent<P>
}

function isLazyComponent(component: unknown): component is LazyComponent<object> {
  const c = component as Partial<LazyComponent<object>> | null
  return typeof c?.settled === 'function' && typeof c.preload === 'function'
}

/**
 * Whether these components render without suspending: every lazy one (from `lazyComponent`) has
 * settled; any other component counts as in. Until then it loads them and renders the caller
 * again as they are in: the caller shows its own placeholder as a plain render meanwhile, never a
 * Suspense fallback, whose reveal React holds 300 ms (issue 16).
 */
export function useLoaded(...components: readonly unknown[]): boolean {
  const lazies = components.filter(isLazyComponent)
  const ready = lazies.every((c) => c.settled())
  const [, setArrived] = useState(0)
  useEffect(() => {
    if (ready) return
    let live = true
    void Promise.all(lazies.map((c) => c.preload())).then(() => live && setArrived((n) => n + 1))
    return () => {
      live = false
    }
  })
  return ready
}

/**
 * Whether these lazy components have loaded: like `useLoaded`, but false for one whose chunk
 * failed. For a part rendered outside any error boundary (the shell's tab bar, menu button,
 * slots and overlay layers): a failed chunk then leaves it out instead of throwing up to the
 * root (a blank screen); the screen under it shows its own error.
 */
export function useArrived(...components: readonly LazyComponent<never>[]): boolean {
  return useLoaded(...components) && components.every((c) => c.arrived())
}
