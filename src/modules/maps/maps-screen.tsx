/**
 * /maps/ (shell-data §2 Maps page; §4 Branch sheets, Geolocation; §9): the branches on the map,
 * a locate-me button, and under the map either the list of branches (the first 3, the rest by a
 * swipe up; no handle for 3 or fewer) or one branch's detail. Tapping a branch or its marker
 * centres the map on it (the §9 offset), closes the list and opens the detail; closing the detail
 * reopens the list. Back closes the detail first, then leaves the page. The location is asked
 * silently when the map opens; the button asks again and says so when there are no coordinates.
 */
import { useLingui } from '@lingui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { ScreenProps } from '../../core/module.ts'
import { geo, locate, restoreCoordinates } from '../../core/geo/geolocation.ts'
import { overlay, pushBackOverride } from '../../core/overlay.ts'
import { appData } from '../../core/state/app-data.ts'
import type { Branch } from '../../core/state/types.ts'
import { useScreenBack } from '../../core/state/screen-chrome.ts'
import { businessTimeZones } from '../../shared/time/time-zone.ts'
import { branchOffset, sortByDistance } from '../../ui/branches/branch-info.ts'
import { BranchDetailSheet, BranchListSheet } from '../../ui/branches/branch-views.tsx'
import { branchTexts } from '../../ui/branches/texts.ts'
import { Icon } from '../../ui/icon/icon.tsx'
import { LazyMapView, type MapHandle, type MapMarker, type MapPoint } from '../../ui/map/index.ts'
import { LocateButton } from '../../ui/map/locate-button.tsx'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import type { MapsSettings } from './settings.ts'
import { mapsTexts } from './texts.ts'
import './maps.css'

/** Where the map opens with no branch on it and nothing in settings (Moscow's centre). */
const FALLBACK_CENTER: MapPoint = { lat: 55.751, lng: 37.618 }

function located(b: Branch): b is Branch & MapPoint {
  return Number.isFinite(b.lat) && Number.isFinite(b.lng) && !(b.lat === 0 && b.lng === 0)
}

/** The time, refreshed every minute, for open/closed now. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

export default function MapsScreen({ settings }: ScreenProps<MapsSettings>) {
  const { i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const back = useScreenBack()
  const { coords, locating } = useSnapshot(geo)
  const now = useNow()
  const branches = useMemo(() => (data?.branches ?? []) as Branch[], [data])
  const onMap = useMemo(() => branches.filter(located), [branches])
  const listed = useMemo(() => sortByDistance(branches, coords), [branches, coords])
  const timeZone = businessTimeZones(data?.settings).source
  const [focus, setFocus] = useState<number | null>(null)
  const focusRef = useRef(focus)
  useEffect(() => {
    focusRef.current = focus
  }, [focus])
  const map = useRef<MapHandle>(null)
  const stage = useRef<HTMLDivElement>(null)
  const dock = useRef<HTMLDivElement>(null)
  const title = settings.title?.trim() || i18n._(mapsTexts.title)
  const focused = focus != null ? branches.find((b) => b.idBranch === focus) : undefined

  const [initial] = useState(() => ({
    center: onMap[0] ?? settings.center ?? FALLBACK_CENTER,
    zoom: settings.zoom,
  }))

  // spec: the location is asked silently when the map opens (a refusal says nothing).
  useEffect(() => {
    restoreCoordinates()
    void locate({ silent: true })
  }, [])

  // Back closes the detail sheet (the list comes back), then leaves the page as usual. Only
  // while this page is the one on screen and no dialog is over it.
  useEffect(
    () =>
      pushBackOverride(() => {
        const shown = (stage.current?.getClientRects().length ?? 0) > 0
        if (!shown || overlay.stack.length || focusRef.current == null) return false
        setFocus(null)
        return true
      }),
    [],
  )

  const fitAll = () =>
    map.current?.fit(onMap, {
      maxZoom: settings.zoom,
      bottom: (dock.current?.lastElementChild as HTMLElement | null)?.offsetHeight ?? 0,
    })

  const openBranch = (b: Branch) => {
    setFocus(b.idBranch)
    if (located(b)) map.current?.centerOn(b, undefined, branchOffset(onMap.length))
  }

  const onLocate = async () => {
    const at = await locate()
    if (at) map.current?.centerOn(at)
  }

  const markers: MapMarker[] = onMap.map((b) => ({
    id: b.idBranch,
    lat: b.lat,
    lng: b.lng,
    label: b.name,
    selected: b.idBranch === focus,
  }))
  if (coords) {
    markers.push({ id: 'me', ...coords, label: i18n._(mapsTexts.myLocation), kind: 'me' })
  }
  const info = { coords: coords as MapPoint | null, now, timeZone }

  return (
    <Page className="maps" navbar={<Navbar title={title} onBack={back} />}>
      <div className="maps__stage" ref={stage}>
        <LazyMapView
          className="maps__map"
          label={i18n._(mapsTexts.map)}
          center={initial.center}
          zoom={initial.zoom}
          markers={markers}
          onMarkerClick={(id) => {
            const b = branches.find((x) => x.idBranch === id)
            if (b) openBranch(b)
          }}
          onReady={() => requestAnimationFrame(fitAll)}
          handle={map}
        />
        <LocateButton
          label={i18n._(mapsTexts.locate)}
          busy={locating}
          onClick={() => void onLocate()}
        >
          <Icon name="maps-locate" />
        </LocateButton>
        <div className="maps__dock" ref={dock}>
          {focused ? (
            <BranchDetailSheet
              key={`detail-${focused.idBranch}`}
              branch={focused}
              onClose={() => setFocus(null)}
              {...info}
            />
          ) : (
            <BranchListSheet
              key="list"
              branches={listed}
              title={i18n._(branchTexts.list)}
              onPick={openBranch}
              {...info}
            />
          )}
        </div>
      </div>
    </Page>
  )
}
