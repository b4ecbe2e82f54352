/**
 * The delivery/pickup popup (spec catalog §2 element 8, §4 Receive type, §9 map constants;
 * shell-data §4 Branch sheets, Geolocation): the toggle (only the configured types, none when
 * one is forced), the map with the branches, the delivery zones and the address, a locate-me
 * button, and three docked sheets run by the pure state machine in ./sheets.ts.
 * A lazy chunk with Leaflet (./open.ts opens it).
 */
import { useLingui } from '@lingui/react'
import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { pushBackOverride } from '../../../core/overlay.ts'
import { appData } from '../../../core/state/app-data.ts'
import type { AppSettings, Branch } from '../../../core/state/types.ts'
import { businessTimeZones } from '../../../shared/time/time-zone.ts'
import { Icon } from '../../../ui/icon/icon.tsx'
import { LocateButton } from '../../../ui/map/locate-button.tsx'
import '../icons.ts'
import { Button } from '../../../ui/button/button.tsx'
import {
  LazyMapView,
  type MapHandle,
  type MapMarker,
  type MapPoint,
} from '../../../ui/map/index.ts'
import { useCatalogSettings, type CatalogSettings } from '../common/index.ts'
import {
  availableReceiveTypes,
  setPickup,
  setReceiveType,
  useReceive,
  type ReceiveType,
} from './store.ts'
import { AddressSheet } from './address-sheet.tsx'
import { lookUpAddressAt, resetAddressSearch, useAddressSearch } from './address-store.ts'
import { BranchDetailSheet, BranchListSheet } from './branch-sheets.tsx'
import { DockSheet } from './dock-sheet.tsx'
import { geo, locate, restoreCoordinates } from './geolocation.ts'
import { receivePopupOnTop, type ReceivePopupProps } from './open.ts'
import { zoneShapes } from './map-data.ts'
import { locatedBranches, pickupBranches } from './rules.ts'
import { branchOffset, initSheets, mapZoom, sheetReducer, sheetTakesBack } from './sheets.ts'
import { deliveryTexts } from './texts.ts'
import './delivery.css'

/** Settings may name a tile URL: the catalog's maps.tileUrl, else the app's mapTileUrl. */
function tileSettings(maps: CatalogSettings['maps'], app: AppSettings | undefined) {
  const url = maps.tileUrl || app?.mapTileUrl
  const attribution = maps.tileAttribution ?? app?.mapTileAttribution
  return {
    url: typeof url === 'string' && url ? url : null,
    attribution: typeof attribution === 'string' ? attribution : undefined,
  }
}

export default function ReceivePopup({ mode, close }: ReceivePopupProps & { close: () => void }) {
  const { i18n } = useLingui()
  const settings = useCatalogSettings()
  const types = availableReceiveTypes(settings)
  const r = useReceive()
  const { data } = useSnapshot(appData)
  const { coords, locating } = useSnapshot(geo)
  const search = useAddressSearch()
  const allBranches = useMemo(() => (data?.branches ?? []) as Branch[], [data])
  const pickups = useMemo(() => pickupBranches(allBranches), [allBranches])
  const timeZone = businessTimeZones(data?.settings).source
  const [now] = useState(() => new Date())
  const startMode: ReceiveType =
    mode && types.includes(mode) ? mode : (r.type ?? types[0] ?? 'delivery')
  const [state, dispatch] = useReducer(
    sheetReducer,
    { mode: startMode, hasAddress: !!r.address, pickupId: r.pickup?.idBranch ?? null },
    initSheets,
  )
  const stateRef = useRef(state)
  useEffect(() => {
    stateRef.current = state
  }, [state])
  const map = useRef<MapHandle>(null)
  const dock = useRef<HTMLDivElement>(null)
  const [tapped, setTapped] = useState<MapPoint | null>(null)

  const maps = settings.maps
  const tiles = tileSettings(maps, data?.settings)
  const center = maps.center
  const located = locatedBranches(state.mode === 'pickup' ? pickups : allBranches)
  const address = r.address
  const initialCenter: MapPoint =
    state.mode === 'delivery' && address
      ? { lat: address.lat, lng: address.lng }
      : state.mode === 'pickup' && r.pickup && Number.isFinite(r.pickup.lat)
        ? { lat: r.pickup.lat!, lng: r.pickup.lng! }
        : center?.lat != null && center.lng != null
          ? { lat: center.lat, lng: center.lng }
          : (located[0] ?? { lat: 55.751, lng: 37.618 })
  const [initialZoom] = useState(() =>
    mapZoom(maps.zoom, state.mode === 'delivery' && Boolean(address)),
  )

  // The address sheet starts from the stored address; the location is asked silently.
  useEffect(() => {
    resetAddressSearch()
    restoreCoordinates()
    void locate({ silent: true })
  }, [])

  // Back closes a sheet first (the pickup detail, the address over a stored one), then the popup.
  useEffect(
    () =>
      pushBackOverride(() => {
        if (!receivePopupOnTop() || !sheetTakesBack(stateRef.current)) return false
        dispatch({ type: 'close' })
        return true
      }),
    [],
  )

  const focusBranch = (b: Branch) => {
    dispatch({ type: 'focusBranch', id: b.idBranch })
    if (Number.isFinite(b.lat) && Number.isFinite(b.lng)) {
      map.current?.centerOn({ lat: b.lat!, lng: b.lng! }, undefined, branchOffset(pickups.length))
    }
  }

  /** Shows every marker of the mode above the docked sheet. */
  const fitMode = (m: ReceiveType) =>
    map.current?.fit(locatedBranches(m === 'pickup' ? pickups : allBranches), {
      bottom: (dock.current?.lastElementChild as HTMLElement | null)?.offsetHeight ?? 0,
    })

  // Opening with nothing chosen: every branch in view.
  const onMapReady = () => {
    const s0 = stateRef.current
    if (s0.mode === 'pickup' ? s0.pickupId == null : !s0.hasAddress) fitMode(s0.mode)
  }

  const switchMode = (next: ReceiveType) => {
    if (next === state.mode) return
    dispatch({
      type: 'init',
      mode: next,
      hasAddress: !!r.address,
      pickupId: r.pickup?.idBranch ?? null,
    })
    setTapped(null)
    resetAddressSearch()
    if (next === 'delivery' && r.address) {
      map.current?.centerOn({ lat: r.address.lat, lng: r.address.lng }, mapZoom(maps.zoom, true))
    } else if (next === 'pickup' && r.pickup && Number.isFinite(r.pickup.lat)) {
      map.current?.centerOn(
        { lat: r.pickup.lat!, lng: r.pickup.lng! },
        undefined,
        branchOffset(pickups.length),
      )
    } else {
      // after the new sheet has rendered, so its height is known
      requestAnimationFrame(() => fitMode(next))
    }
  }

  const onMapClick = (p: MapPoint) => {
    if (state.mode !== 'delivery') return
    // spec: a tap on the map looks up the address there.
    setTapped(p)
    dispatch({ type: 'editAddress' })
    void lookUpAddressAt(p)
  }

  const onLocate = async () => {
    const at = await locate()
    if (at) map.current?.centerOn(at)
  }

  const focusBranchObj =
    state.focus != null ? pickups.find((b) => b.idBranch === state.focus) : null
  // A stored point the app data no longer lists: back to the list.
  const pickupSheet = state.sheet === 'selected' && !focusBranchObj ? 'list' : state.sheet

  const markers: MapMarker[] = []
  for (const b of located) {
    markers.push({
      id: b.idBranch,
      lat: b.lat,
      lng: b.lng,
      label: b.name,
      selected: state.mode === 'pickup' && state.focus === b.idBranch,
    })
  }
  const draftPoint =
    state.sheet === 'address'
      ? search.draft && search.draft.lat != null && search.draft.lng != null
        ? { lat: search.draft.lat, lng: search.draft.lng }
        : tapped
      : null
  const target =
    state.mode === 'delivery'
      ? (draftPoint ?? (address ? { lat: address.lat, lng: address.lng } : null))
      : null
  if (target) {
    markers.push({
      id: 'address',
      ...target,
      label: i18n._(deliveryTexts.addressMarker),
      kind: 'target',
    })
  }
  if (coords)
    markers.push({ id: 'me', ...coords, label: i18n._(deliveryTexts.myLocation), kind: 'me' })

  // Keep the draft address in view as it is picked.
  const draftKey = draftPoint ? `${draftPoint.lat},${draftPoint.lng}` : ''
  useEffect(() => {
    if (draftPoint) map.current?.centerOn(draftPoint, mapZoom(maps.zoom, true), 120)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey])

  const chooseBranch = (b: Branch) => {
    setPickup({ ...b })
    setReceiveType('pickup')
    close()
  }

  const info = { coords: coords as MapPoint | null, now, timeZone }

  return (
    <div className="receive-popup">
      {types.length > 1 ? (
        <div className="receive-toggle" role="group" aria-label={i18n._(deliveryTexts.receiveType)}>
          {types.map((t) => (
            <button
              key={t}
              type="button"
              className="receive-toggle__option"
              aria-pressed={state.mode === t}
              onClick={() => switchMode(t)}
            >
              {i18n._(t === 'delivery' ? deliveryTexts.delivery : deliveryTexts.pickup)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="receive-popup__stage">
        <LazyMapView
          className="receive-popup__map"
          label={i18n._(deliveryTexts.map)}
          center={initialCenter}
          zoom={initialZoom}
          markers={markers}
          shapes={state.mode === 'delivery' ? zoneShapes(allBranches, address?.idBranch) : []}
          tileUrl={tiles.url}
          tileAttribution={tiles.attribution}
          onMarkerClick={
            state.mode === 'pickup'
              ? (id) => {
                  const b = pickups.find((x) => x.idBranch === id)
                  if (b) focusBranch(b)
                }
              : undefined
          }
          onMapClick={onMapClick}
          onReady={onMapReady}
          handle={map}
        />
        <LocateButton
          label={i18n._(deliveryTexts.locate)}
          busy={locating}
          onClick={() => void onLocate()}
        >
          <Icon name="locate" />
        </LocateButton>
        <div className="receive-popup__dock" ref={dock}>
          {state.mode === 'delivery' && state.sheet === 'address' ? (
            <AddressSheet
              key="address"
              onClose={() => dispatch({ type: 'close' })}
              onConfirmed={() => {
                dispatch({ type: 'addressConfirmed' })
                close()
              }}
            />
          ) : null}
          {state.mode === 'delivery' && state.sheet === 'selected' && address ? (
            <DockSheet
              key="selected-address"
              label={i18n._(deliveryTexts.addressSheet)}
              closeLabel={i18n._(deliveryTexts.change)}
              onClose={() => dispatch({ type: 'close' })}
            >
              <h2 className="dock-sheet__title">{i18n._(deliveryTexts.addressSheet)}</h2>
              <p className="selected-address">{address.text}</p>
              <p className="selected-address__details">
                {[
                  r.details.room && `${i18n._(deliveryTexts.room)} ${r.details.room}`,
                  r.details.entrance && `${i18n._(deliveryTexts.entrance)} ${r.details.entrance}`,
                  r.details.floor && `${i18n._(deliveryTexts.floor)} ${r.details.floor}`,
                  r.details.domofon && `${i18n._(deliveryTexts.domofon)} ${r.details.domofon}`,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </p>
              <div className="dock-sheet__actions">
                <Button
                  variant="secondary"
                  onClick={() => {
                    resetAddressSearch()
                    dispatch({ type: 'editAddress' })
                  }}
                >
                  {i18n._(deliveryTexts.change)}
                </Button>
                <Button
                  onClick={() => {
                    setReceiveType('delivery')
                    close()
                  }}
                >
                  {i18n._(deliveryTexts.done)}
                </Button>
              </div>
            </DockSheet>
          ) : null}
          {state.mode === 'delivery' && state.sheet === null ? (
            <div className="receive-popup__reopen">
              <Button block onClick={() => dispatch({ type: 'editAddress' })}>
                {i18n._(deliveryTexts.enterAddress)}
              </Button>
            </div>
          ) : null}
          {state.mode === 'pickup' && pickupSheet === 'list' ? (
            <BranchListSheet
              key="list"
              branches={pickups}
              chosenId={r.pickup?.idBranch ?? null}
              onPick={focusBranch}
              {...info}
            />
          ) : null}
          {state.mode === 'pickup' && pickupSheet === 'selected' && focusBranchObj ? (
            <BranchDetailSheet
              key={`branch-${focusBranchObj.idBranch}`}
              branch={focusBranchObj}
              chosen={r.type === 'pickup' && r.pickup?.idBranch === focusBranchObj.idBranch}
              onClose={() => dispatch({ type: 'close' })}
              onChoose={() => chooseBranch(focusBranchObj)}
              {...info}
            />
          ) : null}
        </div>
      </div>
    </div>
  )
}
