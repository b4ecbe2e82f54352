/**
 * rrweb's recorder, in its own chunk (core/telemetry/recording.ts loads it only when a session
 * is recorded). Inputs are masked; stylesheets are referenced, not copied (batches stay small).
 */
import { record } from 'rrweb'

export function startRecorder(emit: (event: unknown) => void): (() => void) | undefined {
  return record({
    emit,
    maskAllInputs: true,
    inlineStylesheet: false,
    recordCanvas: false,
    collectFonts: false,
    sampling: { mousemove: 100, scroll: 150, input: 'last' },
  })
}
