/**
 * The router built from the loaded modules' routes. An unknown path goes to the default tab.
 */
import { useLingui } from '@lingui/react/macro'
import { useDeferredValue, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Route, Switch, useLocation } from 'wouter'
import { registry } from '../../registry/index.ts'
import { appData, loadAppData } from '../core/state/app-data.ts'
import { pushPage } from './history.ts'
import { ScreenHost, ScreenSkeleton } from './screen.tsx'
import { tabsLib } from './tabs-lib.ts'

function ToDefaultTab({ url }: { url: string | null }) {
  const { t } = useLingui()
  const [path] = useLocation()
  const loop = !url || url === path
  useEffect(() => {
    if (!loop && url) pushPage(url, { replace: true })
  }, [loop, url])
  if (!loop) return <ScreenSkeleton />
  // No tab to go to (the brand's settings enable nothing the app can show): never a dead end,
  // a retry reloads app data (the brand may have fixed its settings).
  return (
    <div className="empty-screen">
      <p>{t`Nothing here yet`}</p>
      <button type="button" className="shell-button" onClick={() => void loadAppData()}>
        {t`Retry`}
      </button>
    </div>
  )
}

export function AppRoutes() {
  const reg = useSnapshot(registry)
  const { data } = useSnapshot(appData)
  // The tab rules come with the modules (tabs-lib.ts): the screens wait for both.
  const { lib } = useSnapshot(tabsLib)
  // The first screen (the home with its first widgets: the start's largest render) renders as a
  // transition, in slices that yield to the browser, not in the task of the store change that
  // made the modules ready (issue 16, TBT); the skeleton stands until it commits.
  const ready = useDeferredValue(reg.ready && Boolean(lib), false)
  if (!ready || !reg.ready || !lib) return <ScreenSkeleton />
  const routes = Object.entries(reg.modules).flatMap(([name, mod]) =>
    (mod.descriptor.routes ?? []).map((r) => ({
      key: `${name}:${r.path}`,
      ...r,
      settings: mod.settings,
    })),
  )
  const def = lib.defaultTab(data?.settings, lib.buildTabs(data?.settings, reg.modules))
  return (
    <Switch>
      {routes.map((r) => (
        <Route key={r.key} path={r.path}>
          {(params) => (
            <ScreenHost screen={r.screen} settings={r.settings} params={{ ...params }} />
          )}
        </Route>
      ))}
      <Route>
        <ToDefaultTab url={def?.url ?? null} />
      </Route>
    </Switch>
  )
}
