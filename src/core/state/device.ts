/**
 * Device registration action. spec (accounts §4): runs at start, when the network returns and no
 * device id exists, and when the token is lost. Concurrent calls share one request. On failure
 * a flag is set and an event is emitted; a retry (a call after a failed attempt) shows a loader
 * and, if it fails again, an error dialog.
 */
import { singleFlight } from '../api/single-flight.ts'
import { appEvents, emit } from '../events.ts'
import { showError, withBusy } from '../overlay.ts'
import { session, setIdDevice, setToken } from './session.ts'

async function attempt(retry: boolean): Promise<boolean> {
  const send = async (signal?: AbortSignal) => {
    // The device's description and the call load with the first registration, not with the
    // first paint's JS (issue 16).
    const { describeDevice, registerDeviceRequest } = await import('../api/device.ts')
    // Client hints are asked first (a few ms, bounded: core/api/device.ts HINTS_WAIT).
    const body = { key: session.uuid, ...(await describeDevice()), authToken: session.token }
    return registerDeviceRequest(body, signal)
  }
  try {
    const answer = retry ? await withBusy(send) : await send()
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
export const registerDevice: () => Promise<boolean> = singleFlight(() =>
  attempt(session.deviceFailed),
)
