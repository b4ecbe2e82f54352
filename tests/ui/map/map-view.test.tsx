import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MapView, TILE_LOAD_TIMEOUT } from '../../../src/ui/map/map-view.tsx'
import { renderI18n as render } from '../i18n-render.tsx'
import { waitUntil } from '../../helpers/wait.ts'

const markers = [
  { id: 1, lat: 55.7652, lng: 37.605, label: 'Пицца Марио на Тверской' },
  { id: 2, lat: 55.7503, lng: 37.593, label: 'Пицца Марио на Арбате', selected: true },
]
const shapes = [
  { id: 1, type: 'circle' as const, center: { lat: 55.7652, lng: 37.605 }, radius: 4000 },
  {
    id: 3,
    type: 'polygon' as const,
    paths: [
      [
        { lat: 55.725, lng: 37.545 },
        { lat: 55.725, lng: 37.62 },
        { lat: 55.675, lng: 37.62 },
      ],
    ],
  },
]

/** A map with a tile URL and its credit. */
const CreditedMap = () => (
  <MapView
    label="Карта"
    center={{ lat: 55.75, lng: 37.6 }}
    zoom={12}
    markers={markers}
    tileUrl="https://tiles.example/{z}/{x}/{y}.png"
    tileAttribution="© OpenStreetMap contributors"
  />
)

describe('MapView (no tiles here: markers, zones and taps still work)', () => {
  it('markers are buttons named after their place; a tap on one reports its id', async () => {
    const onMarkerClick = vi.fn()
    const { container } = await render(
      <MapView
        label="Карта"
        center={{ lat: 55.75, lng: 37.6 }}
        zoom={12}
        markers={markers}
        shapes={shapes}
        onMarkerClick={onMarkerClick}
      />,
    )
    expect(screen.getByRole('region', { name: 'Карта' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Пицца Марио на Арбате' }))
    expect(onMarkerClick).toHaveBeenCalledWith(2)
    // Two zones drawn, no tile layer without a tile URL.
    expect(container.querySelectorAll('.ui-map-zone')).toHaveLength(2)
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).toBeNull()
  })

  it('markers without a handler are not buttons; a tile URL adds the tile layer', async () => {
    const { container } = await render(
      <MapView
        label="Карта"
        center={{ lat: 55.75, lng: 37.6 }}
        zoom={12}
        markers={markers}
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
      />,
    )
    expect(screen.queryByRole('button', { name: 'Пицца Марио на Тверской' })).toBeNull()
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull()
  })

  it('credits the tiles, and falls back to the grid with a note when they cannot load', async () => {
    const { container } = await render(<CreditedMap />)
    expect(screen.getByText('© OpenStreetMap contributors')).toBeInTheDocument()
    expect(screen.queryByText('Не удалось загрузить карту, показана схема')).toBeNull()
    // jsdom loads no images: make the first tile fail as an offline browser would.
    const tile = await waitUntil(() => {
      const img = container.querySelector('.leaflet-tile-pane img')
      if (!img) throw new Error('no tile yet')
      return img
    })
    fireEvent.error(tile)
    expect(
      await screen.findByText('Не удалось загрузить карту, показана схема'),
    ).toBeInTheDocument()
    expect(screen.queryByText('© OpenStreetMap contributors')).toBeNull()
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).toBeNull()
  })

  it('falls back to the grid with a note when no tile arrives in time (a hanging request)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await render(<CreditedMap />)
      // jsdom loads no images and reports no error: the tiles hang.
      await act(() => vi.advanceTimersByTimeAsync(TILE_LOAD_TIMEOUT - 100))
      expect(screen.queryByText('Не удалось загрузить карту, показана схема')).toBeNull()
      expect(screen.getByText('© OpenStreetMap contributors')).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(200))
      expect(screen.getByText('Не удалось загрузить карту, показана схема')).toBeInTheDocument()
      expect(screen.queryByText('© OpenStreetMap contributors')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
