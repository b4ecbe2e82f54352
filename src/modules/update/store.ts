/** When the update screen was last shown, persisted per brand (the 24 h recheck survives restarts). */
import { readJson, storageKeys, writeJson } from '../../core/storage/storage.ts'

export function lastShownAt(): number | null {
  const value = readJson<unknown>(storageKeys.updateShownAt, null)
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

export function markShown(now: number): void {
  writeJson(storageKeys.updateShownAt, now)
}
