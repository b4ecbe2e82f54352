/**
 * App data's shape (spec shell-data §3, §4, §7): a timestamp is added on the client; settings
 * keys with the prefix `app.` are stripped of it; wide screens (over 600 px) disable the
 * fullscreen logo settings.
 *
 * The answer is brought into the shape of schemas/app-data.json here, in one place, so nothing
 * downstream checks shapes: a wrong-shaped part falls back to the schema's default (or is left
 * out: a branch without an id, a tab that is not a module name, a module whose settings are not
 * an object) and is reported; an answer without usable settings is a load failure.
 *
 * Not in the first paint's JS (issue 16): the app-data call (./app.ts) loads it with the first
 * answer; cached data this build wrote is drawn without it (core/state/app-data.ts).
 */
import appDataSchema from '../../../schemas/app-data.json'
import type { AppData } from '../state/types.ts'
import { describeValue, isPlainObject, ShapeConformer, type ShapeSchema } from './app-data-shape.ts'

export type { ShapeProblem as AppDataProblem } from './app-data-shape.ts'
import type { ShapeProblem } from './app-data-shape.ts'

/** spec: screens wider than this disable the fullscreen logo settings. */
export const WIDE_SCREEN = 600

const fullscreenLogoKeys = [
  'fullscreenLogo',
  'fullscreenLogoParallax',
  'hideTitleWhenFullscreenLogo',
] as const

const schema = appDataSchema as unknown as ShapeSchema

/** App data the app cannot run on (no usable settings): a load failure, never a blank app. */
export class AppDataShapeError extends Error {
  constructor(detail: string) {
    super(`app data without usable settings: ${detail}`)
    this.name = 'AppDataShapeError'
  }
}

export interface NormalisedAppData {
  data: AppData
  /** The parts that had the wrong shape and were replaced by defaults or left out. */
  problems: ShapeProblem[]
}

/**
 * Normalises the server's answer into the app's AppData (pure, for tests and previews).
 * Throws AppDataShapeError when the answer has no usable settings: settings that are not an
 * object, or whose modules are not a map of module settings.
 */
export function normaliseAppData(
  raw: unknown,
  env: { width: number; now: number },
): NormalisedAppData {
  if (!isPlainObject(raw)) throw new AppDataShapeError(`the answer is ${describeValue(raw)}`)
  const { status: _status, timestamp: _timestamp, ...rest } = raw
  if (!isPlainObject(rest.settings)) {
    throw new AppDataShapeError(`settings is ${describeValue(rest.settings)}`)
  }
  const settings: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(rest.settings)) {
    settings[key.startsWith('app.') ? key.slice(4) : key] = value
  }
  const modules = settings.modules
  if (!isPlainObject(modules)) {
    throw new AppDataShapeError(`settings.modules is ${describeValue(modules)}`)
  }
  const conformer = new ShapeConformer(schema)
  const result = conformer.conform({ ...rest, settings }, schema)
  if (!result.ok) throw new AppDataShapeError(result.why)
  const data = result.value as AppData
  // A map whose every module was unusable leaves nothing to show: as good as none.
  const names = Object.keys(modules)
  if (names.length > 0 && Object.keys(data.settings.modules).length === 0) {
    throw new AppDataShapeError('no module in settings.modules has usable settings')
  }
  data.user ??= null
  if (env.width > WIDE_SCREEN) {
    for (const key of fullscreenLogoKeys) data.settings[key] = false
  }
  data.timestamp = env.now
  return { data, problems: conformer.problems }
}

/**
 * Normalises cached or injected data (its timestamp kept); null when it has no usable settings.
 * Width 0: the wide-screen rule was applied when the answer came.
 */
export function normaliseCached(raw: unknown): NormalisedAppData | null {
  try {
    const now = isPlainObject(raw) && typeof raw.timestamp === 'number' ? raw.timestamp : Date.now()
    return normaliseAppData(raw, { width: 0, now })
  } catch {
    return null
  }
}
