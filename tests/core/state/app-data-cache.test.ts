/**
 * Cached app data and the shape check (issue 16, session 16): data this build cached is in its
 * shape already and is drawn at once, without the shape check's chunk; a cache another version
 * wrote may hold any shape and is normalised first (wrong-shaped parts fall back to defaults, an
 * unusable one is never shown).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetFlights } from '../../../src/core/api/single-flight.ts'
import {
  APP_DATA_SHAPE,
  appData,
  hydrateAppData,
  hydrateLater,
  loadAppData,
  resetAppData,
} from '../../../src/core/state/app-data.ts'
import { readJson, storageKeys, writeJson } from '../../../src/core/storage/storage.ts'
import { configureTestApi, DEMO_API, stubNetwork } from '../../helpers/network.ts'

beforeEach(() => {
  configureTestApi('tok', DEMO_API)
  forgetFlights()
  resetAppData()
  localStorage.clear()
})

describe('cached app data', () => {
  it('an answer is cached with the shape check’s version and drawn at once on the next start', async () => {
    const net = stubNetwork({
      app: { settings: { 'app.name': 'Cached', modules: { home: {} }, tabbar: 'wrong' } },
    })
    await loadAppData()
    net.restore()
    expect(readJson(storageKeys.appDataShape, null)).toBe(APP_DATA_SHAPE)

    resetAppData()
    const data = hydrateAppData()
    // Synchronously: the first render has it.
    expect(data?.settings.name).toBe('Cached')
    expect(appData.data?.settings.name).toBe('Cached')
    expect(appData.fromCache).toBe(true)
    expect(Array.isArray(appData.data?.settings.tabbar)).toBe(true)
  })

  it('a cache another version wrote is not drawn before the shape check has normalised it', async () => {
    writeJson(storageKeys.appData, {
      timestamp: 5,
      settings: { name: 'Old', modules: { home: {} }, tabbar: 'wrong', languages: 42 },
    })
    expect(hydrateAppData()).toBeNull()
    expect(appData.data).toBeNull()

    const data = await hydrateLater()
    expect(data?.settings.name).toBe('Old')
    expect(Array.isArray(appData.data?.settings.tabbar)).toBe(true)
    expect(appData.data?.timestamp).toBe(5)
    expect(appData.fromCache).toBe(true)
    expect(appData.problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/settings/tabbar', '/settings/languages']),
    )
  })

  it('a cache from another version without usable settings is never shown', async () => {
    writeJson(storageKeys.appData, { settings: { name: 'Broken', modules: 'none' } })
    expect(hydrateAppData()).toBeNull()
    expect(await hydrateLater()).toBeNull()
    expect(appData.data).toBeNull()
  })

  it('an old cache does not replace data that came meanwhile', async () => {
    writeJson(storageKeys.appData, { settings: { name: 'Old', modules: { home: {} } } })
    const later = hydrateLater()
    const net = stubNetwork({ app: { settings: { name: 'Fresh', modules: { home: {} } } } })
    await loadAppData()
    net.restore()
    await later
    expect(appData.data?.settings.name).toBe('Fresh')
    expect(appData.fromCache).toBe(false)
  })

  it('a cache marked with this version but without settings is not drawn', () => {
    writeJson(storageKeys.appData, { settings: null })
    writeJson(storageKeys.appDataShape, APP_DATA_SHAPE)
    expect(hydrateAppData()).toBeNull()
    expect(appData.data).toBeNull()
  })
})
