/**
 * Session recording (issue 15; spec shell-data §3 debug popup's session-recording toggle, §7
 * Other set-up: a session-recording service initialised from settings, §8 "Recording-off
 * dialog: session recording stops after an app restart", §6: off in developer mode).
 *
 * It records when the brand's settings enable it (`settings.sessionRecording.enabled`), the
 * device's toggle is on (the default) and the app is not in developer mode. rrweb loads in its
 * own chunk only then. Events are batched (every `RECORDING_FLUSH_EVERY` ms, or sooner when a
 * batch is full) and posted to the server (core/api/telemetry.ts `session-recording`);
 * a batch that fails is dropped: a recording is best effort, never queued.
 *
 * Privacy: every input's value is masked (phones, codes, PINs, addresses), and nothing is sent
 * but the page's DOM and the pointer's moves.
 *
 * The API the debug popup uses (keep these names): `setRecordingEnabled(on)`,
 * `isRecordingEnabled()` (the device's toggle) and `isRecording()` (running now). Switching it
 * off keeps the running recording until the app restarts, as the spec's dialog says.
 */
import type { RecordingBatch } from '../api/telemetry.ts'
import { readJson, storageKeys, writeJson } from '../storage/storage.ts'

/** How often a batch is sent. */
export const RECORDING_FLUSH_EVERY = 5_000
/** A batch is sent when it has this many events... */
export const RECORDING_BATCH_EVENTS = 200
/** ...or about this many characters of JSON (the server takes bodies up to 256 KB). */
export const RECORDING_BATCH_CHARS = 180_000

export interface RecordingConfig {
  /** settings.sessionRecording.project */
  project: string | null
  send: (batch: RecordingBatch) => Promise<unknown>
}

/** What the recorder chunk gives: start recording, get the stop function. */
export type StartRecorder = (emit: (event: unknown) => void) => (() => void) | undefined

let loadRecorder: () => Promise<StartRecorder> = () =>
  import('./rrweb-recorder.ts').then((m) => m.startRecorder)

let config: RecordingConfig | null = null
let running: { stop: () => void; flush: () => void } | null = null
let starting = false

/** Tests replace the rrweb chunk. */
export function setRecorderLoader(load: () => Promise<StartRecorder>): void {
  loadRecorder = load
}

/** The device's toggle (debug popup): on unless switched off. */
export function isRecordingEnabled(): boolean {
  return readJson<boolean>(storageKeys.sessionRecording, true) !== false
}

/** Whether a recording runs now. */
export function isRecording(): boolean {
  return running !== null
}

/**
 * The debug popup's toggle. On: recording starts now if the settings allow it. Off: remembered
 * on the device; the running recording goes on until the app restarts (spec §8).
 */
export function setRecordingEnabled(on: boolean): void {
  writeJson(storageKeys.sessionRecording, on ? null : false)
  if (on) maybeStart()
}

/**
 * Called by the shell when the settings or developer mode change: a config means the brand
 * wants recording (and developer mode is off); null stops a running recording.
 */
export function configureRecording(next: RecordingConfig | null): void {
  config = next
  if (!next) stopRecording()
  else maybeStart()
}

function newSessionId(): string {
  const random = () => Math.random().toString(36).slice(2, 10)
  return `${Date.now().toString(36)}-${random()}${random()}`
}

function maybeStart(): void {
  if (!config || running || starting || !isRecordingEnabled()) return
  starting = true
  void loadRecorder()
    .then((start) => {
      starting = false
      if (!config || running) return
      begin(start)
    })
    .catch(() => {
      starting = false
    })
}

function begin(start: StartRecorder): void {
  const session = newSessionId()
  let seq = 0
  let batch: unknown[] = []
  let chars = 0
  const flush = () => {
    if (!batch.length || !config) return
    const events = batch
    batch = []
    chars = 0
    config.send({ session, seq: seq++, project: config.project, events }).catch(() => undefined)
  }
  const emit = (event: unknown) => {
    const size = JSON.stringify(event).length
    // One event bigger than a batch can hold (a huge page) is left out rather than refused.
    if (size > RECORDING_BATCH_CHARS) return
    if (chars + size > RECORDING_BATCH_CHARS) flush()
    batch.push(event)
    chars += size
    if (batch.length >= RECORDING_BATCH_EVENTS) flush()
  }
  const stopRecorder = start(emit)
  const timer = setInterval(flush, RECORDING_FLUSH_EVERY)
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  document.addEventListener('visibilitychange', onHide)
  running = {
    flush,
    stop: () => {
      stopRecorder?.()
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onHide)
      flush()
    },
  }
}

/** Stops the running recording (sends what it has). */
export function stopRecording(): void {
  const current = running
  running = null
  current?.stop()
}

/** Sends the running recording's events now (tests, before the page goes away). */
export function flushRecording(): void {
  running?.flush()
}
