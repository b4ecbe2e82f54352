// @vitest-environment jsdom
/**
 * Session recording (issue 15): starts with the settings and the device toggle, batches events,
 * and switching it off keeps the running recording until a restart (spec §8).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RecordingBatch } from '../../../src/core/api/telemetry.ts'
import {
  configureRecording,
  isRecording,
  isRecordingEnabled,
  RECORDING_BATCH_EVENTS,
  RECORDING_FLUSH_EVERY,
  setRecorderLoader,
  setRecordingEnabled,
} from '../../../src/core/telemetry/recording.ts'

let emit: (event: unknown) => void = () => {}
const stopRecorder = vi.fn()
const batches: RecordingBatch[] = []
const send = (b: RecordingBatch) => {
  batches.push(b)
  return Promise.resolve()
}
const event = (n: number) => ({ type: 3, timestamp: n, data: {} })

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  batches.length = 0
  stopRecorder.mockClear()
  setRecorderLoader(() =>
    Promise.resolve((e: (event: unknown) => void) => {
      emit = e
      return stopRecorder
    }),
  )
})
afterEach(() => {
  configureRecording(null)
  vi.useRealTimers()
})

describe('session recording', () => {
  it('records when the settings allow it and sends batches every 5 s', async () => {
    configureRecording({ project: 'p', send })
    await vi.advanceTimersByTimeAsync(0)
    expect(isRecording()).toBe(true)
    emit(event(1))
    emit(event(2))
    await vi.advanceTimersByTimeAsync(RECORDING_FLUSH_EVERY)
    expect(batches).toEqual([
      expect.objectContaining({ seq: 0, project: 'p', events: [event(1), event(2)] }),
    ])
    for (let i = 0; i < RECORDING_BATCH_EVENTS; i++) emit(event(i))
    expect(batches).toHaveLength(2)
    expect(batches[1]!.seq).toBe(1)
  })

  it('the device toggle: off is remembered and the recording runs on until a restart', async () => {
    configureRecording({ project: null, send })
    await vi.advanceTimersByTimeAsync(0)
    setRecordingEnabled(false)
    expect(isRecordingEnabled()).toBe(false)
    expect(isRecording()).toBe(true)
    expect(stopRecorder).not.toHaveBeenCalled()
    // "Restart": the settings come again, the toggle is off: nothing starts.
    configureRecording(null)
    configureRecording({ project: null, send })
    await vi.advanceTimersByTimeAsync(0)
    expect(isRecording()).toBe(false)
    setRecordingEnabled(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(isRecording()).toBe(true)
  })

  it('without the settings (or in developer mode) nothing records', async () => {
    configureRecording(null)
    setRecordingEnabled(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(isRecording()).toBe(false)
  })
})
