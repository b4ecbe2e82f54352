/**
 * A signed-in start with cached data gets the same data back from the server (issue 16, TBT):
 * the store keeps its tree (nothing that reads it renders again, theme and modules are not
 * applied again) and takes only the answer's new timestamp, in the cache too. Different data
 * replaces it as before.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { subscribeKey } from 'valtio/utils'
import { forgetFlights } from '../../../src/core/api/single-flight.ts'
import {
  appData,
  hydrateAppData,
  loadAppData,
  resetAppData,
  sameDataKey,
} from '../../../src/core/state/app-data.ts'
import { readJson, storageKeys } from '../../../src/core/storage/storage.ts'
import { configureTestApi, DEMO_API, stubNetwork } from '../../helpers/network.ts'

const answer = (name: string) => ({
  app: { settings: { 'app.name': name, modules: { home: {} } } },
})

let restore = () => {}
beforeEach(() => {
  configureTestApi('tok', DEMO_API)
  forgetFlights()
  resetAppData()
  localStorage.clear()
})
afterEach(() => restore())

/** A first start's answer, cached; then a second start draws the cache. */
async function secondStart(name: string) {
  const net = stubNetwork(answer(name))
  await loadAppData()
  net.restore()
  resetAppData()
  forgetFlights()
  expect(hydrateAppData()?.settings.name).toBe(name)
  return readJson<{ timestamp: number }>(storageKeys.appData, null as never).timestamp
}

describe('the same app data again', () => {
  it('keeps the cached tree and takes only the new timestamp', async () => {
    const before = await secondStart('Кофейня')
    const tree = appData.data
    let replaced = 0
    const off = subscribeKey(appData, 'data', () => replaced++)
    await new Promise((r) => setTimeout(r, 5))
    const net = stubNetwork(answer('Кофейня'))
    restore = net.restore
    await loadAppData()
    off()
    expect(replaced).toBe(0)
    expect(appData.data).toBe(tree)
    expect(appData.fromCache).toBe(false)
    const after = readJson<{ timestamp: number }>(storageKeys.appData, null as never).timestamp
    expect(after).toBeGreaterThan(before)
    expect(appData.data?.timestamp).toBe(after)
  })

  it('replaces the tree when the data differs', async () => {
    await secondStart('Кофейня')
    const tree = appData.data
    const net = stubNetwork(answer('Пиццерия'))
    restore = net.restore
    await loadAppData()
    expect(appData.data).not.toBe(tree)
    expect(appData.data?.settings.name).toBe('Пиццерия')
    expect(
      readJson<{ settings: { name: string } }>(storageKeys.appData, null as never).settings.name,
    ).toBe('Пиццерия')
  })

  it('compares without the root timestamp only', () => {
    expect(sameDataKey('{"a":1,"timestamp":5}')).toBe('{"a":1}')
    expect(sameDataKey('{"a":{"timestamp":5}}')).toBe('{"a":{"timestamp":5}}')
  })
})
