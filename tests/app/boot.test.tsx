import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FORCE_VISIBLE_AFTER, LOADING_TIMEOUT } from '../../src/app/boot.ts'
import { ui } from '../../src/core/state/ui.ts'
import { appData } from '../../src/core/state/app-data.ts'
import { brandAppData, testModuleTable } from '../helpers/app-data.ts'
import { networkError, pending } from '../helpers/network.ts'
import { flush, renderApp } from '../helpers/render-app.tsx'

afterEach(() => {
  vi.useRealTimers()
})

describe('startup', () => {
  it('shows the app at once from cached app data, then refreshes it in the background', async () => {
    const data = brandAppData()
    const { net } = await renderApp(data, { modules: testModuleTable(), network: { app: pending } })
    expect(ui.startup.visible).toBe(true)
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(net.calls('app')).toHaveLength(1)
    expect(net.calls('app')[0]!.body).toEqual({ location: location.href })
  })

  it('without a cache and a failing network shows connection error and a retry button', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const { net } = await renderApp(null, {
      network: { app: networkError },
      modules: testModuleTable(),
    })
    expect(screen.getByText('connection error')).toBeInTheDocument()
    const retry = screen.getByRole('button', { name: 'Retry' })
    expect(ui.startup.visible).toBe(true)

    // Retry restarts device registration and loading.
    const registrations = net.calls('device-register').length
    net.set('app', brandAppData())
    fireEvent.click(retry)
    await flush()
    expect(net.calls('device-register').length).toBeGreaterThan(registrations)
    expect(appData.data?.settings.name).toBe('Test Brand')
    expect(screen.queryByText('connection error')).not.toBeInTheDocument()
  })

  it('keeps the progress bar for up to 20 s, visible after 8 s, then connection error', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    await renderApp(null, { network: { app: pending, 'device-register': pending } })
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
    expect(ui.startup.visible).toBe(false)
    await vi.advanceTimersByTimeAsync(FORCE_VISIBLE_AFTER)
    expect(ui.startup.visible).toBe(true)
    expect(screen.queryByText('connection error')).not.toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(LOADING_TIMEOUT - FORCE_VISIBLE_AFTER)
    await flush()
    expect(screen.getByText('connection error')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('reloads app data after the update interval, checked every 10 s', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const data = brandAppData({ modules: { home: {}, app: { updateInterval: 60 } } })
    const { net } = await renderApp(data, { modules: testModuleTable() })
    const before = net.calls('app').length
    await vi.advanceTimersByTimeAsync(50_000)
    expect(net.calls('app').length).toBe(before)
    await vi.advanceTimersByTimeAsync(20_000)
    await flush()
    expect(net.calls('app').length).toBe(before + 1)
  })
})
