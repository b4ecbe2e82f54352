/**
 * App data as the store holds it (src/core/state/app-data.ts `held`; issue 16): the settings,
 * branches and custom part are kept as they are, not deep-proxied as the data is set nor copied
 * into every snapshot; the user's part stays reactive (the receipt toggle changes it in place).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { snapshot, subscribe } from 'valtio'
import { appData, held, resetAppData } from '../../../src/core/state/app-data.ts'
import type { AppData } from '../../../src/core/state/types.ts'

afterEach(() => resetAppData())

function data(): AppData {
  return {
    status: 'ok',
    settings: { name: 'Кофе', modules: { home: {} }, slots: { home: ['bonus'] } },
    custom: { banner: { text: 'Привет' } },
    user: { idUser: 7, sendReceiptToEmail: false },
    branches: [{ idBranch: 1, name: 'На Немиге' }],
  } as unknown as AppData
}

describe('held app data', () => {
  it('keeps the settings, branches and custom part as they are: snapshots share them', () => {
    const raw = data()
    appData.data = held(raw)
    const snap = snapshot(appData)
    expect(snap.data!.settings).toBe(raw.settings)
    expect(snap.data!.branches).toBe(raw.branches)
    expect(snap.data!.custom).toBe(raw.custom)
    // a full proxy would have handed out a frozen copy of each
    expect(Object.isFrozen(snap.data!.settings)).toBe(false)
  })

  it('keeps the user part reactive: a change in place is seen', async () => {
    appData.data = held(data())
    let changes = 0
    const stop = subscribe(appData, () => changes++)
    appData.data!.user!.sendReceiptToEmail = true
    await Promise.resolve()
    stop()
    expect(changes).toBe(1)
    expect(snapshot(appData).data!.user!.sendReceiptToEmail).toBe(true)
  })

  it('takes data without the optional parts, and no data', () => {
    const bare = { ...data(), custom: undefined } as unknown as AppData
    expect(held(bare).custom).toBeUndefined()
    expect(held(null)).toBeNull()
  })
})
