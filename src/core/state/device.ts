/**
 * Device registration action. spec (accounts §4): runs at start, when the network returns and no
 * device id exists, and when the token is lost. Concurrent calls share one request. On failure
 * a flag is set and an event is emitted; a retry (a call after a failed attempt) shows a loader
 * and, if it fails again, an error dialog.
 */
import { describeDevice, registerDeviceRequest } from '../api/device.ts'
import { appEvents, emit } from '../events.ts'
import { showError, withBusy } from '../overlay.ts'
import { session, setIdDevice, setToken } from './session.ts'

let running: Promise<boolean> | null = null

async function attempt(retry: boolean): Promise<boolean> {
  const body = { key: session.uuid, ...describeDevice(), authToken: session.token }
  try {
    const answer = retry
      ? await withBusy((signal) => registerDeviceRequest(body, signal))
      : await registerDeviceRequest(body)
    const idDevice = answer?.user?.idDevice
    if (idDevice != null) setIdDevice(idDevice)
    if (answer?.authToken) setToken(answer.authToken)
    session.deviceFailed = false
    return true
  } catch (error) {
    session.deviceFailed = true
    emit(appEvents.deviceFailed, error)
    if (retry) showError(error)
    return false
  }
}

/** Registers the device; resolves true on success. Concurrent calls share one attempt. */
export function registerDevice(): Promise<boolean> {
  if (!running) {
    running = attempt(session.deviceFailed).finally(() => {
      running = null
    })
  }
  return running
}

/** Forgets a registration in flight (the app restarts: tests, brand previews). */
export function forgetDeviceRegistration(): void {
  running = null
}
