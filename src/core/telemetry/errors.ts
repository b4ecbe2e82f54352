/**
 * Error reporting (issue 15; spec shell-data §7 Other set-up: an error-reporting service
 * initialised from settings — dsn, sample rate, tags; §6: off in developer mode).
 *
 * Errors are captured here from the error boundaries (core/error-boundary.tsx) and from the
 * window's unhandled errors and rejections (`installErrorHandlers`). The SDK (@sentry/browser,
 * ./sentry.ts) is its own chunk and loads only when a report is to be sent: with a dsn in the
 * settings, outside developer mode, on the first error. Until the settings are known, errors
 * wait in a short buffer; when reporting is off they are dropped.
 *
 * The API errors of core/api (network, timeout, server answers) are not reported: the screens
 * show them with the spec's texts, and they say nothing about the app's code.
 */
import { ApiError } from '../api/errors.ts'

export interface ErrorReportingConfig {
  dsn: string
  /** 0..1: the share of errors sent. */
  sampleRate: number
  environment?: string
  /** The app's version (the release). */
  release: string
  /** brand, version and what the settings add. */
  tags: Record<string, string>
}

export interface ErrorContext {
  /** Where it was caught: 'boundary', 'window', 'rejection'. */
  source: string
  /** React's component stack, from a boundary. */
  componentStack?: string
}

export interface ReporterChunk {
  report: (config: ErrorReportingConfig, error: unknown, context: ErrorContext) => void
}

/** Errors kept while the settings are not known yet. */
export const PENDING_LIMIT = 20

type State = { kind: 'unknown' } | { kind: 'off' } | { kind: 'on'; config: ErrorReportingConfig }

let state: State = { kind: 'unknown' }
let pending: { error: unknown; context: ErrorContext }[] = []
let loadReporter: () => Promise<ReporterChunk> = () => import('./sentry.ts')
let reporter: Promise<ReporterChunk> | null = null

/** Tests replace the SDK chunk. */
export function setReporterLoader(load: () => Promise<ReporterChunk>): void {
  loadReporter = load
  reporter = null
}

/** Back to the start (tests, a restarted shell). */
export function resetErrorReporting(): void {
  state = { kind: 'unknown' }
  pending = []
}

/** A dsn the SDK accepts: `proto://key@host/project`, the project numeric. */
export function validDsn(dsn: string | undefined): dsn is string {
  if (!dsn) return false
  try {
    const url = new URL(dsn)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username !== '' &&
      /\/\d+$/.test(url.pathname)
    )
  } catch {
    return false
  }
}

/** Whether an error is worth a report (see the file's comment). */
export function reportable(error: unknown): boolean {
  return !(error instanceof ApiError)
}

function deliver(): void {
  if (state.kind !== 'on' || pending.length === 0) return
  const { config } = state
  const batch = pending
  pending = []
  reporter ??= loadReporter().catch((error: unknown) => {
    reporter = null
    throw error
  })
  reporter.then(
    (chunk) => batch.forEach(({ error, context }) => chunk.report(config, error, context)),
    () => {
      // The chunk failed to load (offline, a new deploy): these reports are lost.
    },
  )
}

/**
 * Sets (or clears) what reports are sent with; null switches reporting off. Errors that waited
 * for the settings go now.
 */
export function configureErrorReporting(config: ErrorReportingConfig | null): void {
  state = config && validDsn(config.dsn) ? { kind: 'on', config } : { kind: 'off' }
  if (state.kind === 'off') pending = []
  else deliver()
}

/** Reports an error (sent, buffered or dropped as the settings say). */
export function captureError(error: unknown, context: ErrorContext): void {
  if (state.kind === 'off' || !reportable(error)) return
  pending.push({ error, context })
  if (pending.length > PENDING_LIMIT) pending.shift()
  deliver()
}

/** Reports what reaches the window unhandled; returns the uninstall function. */
export function installErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // A failed <img>/<script> load is not an ErrorEvent with an error: skip those.
    if (event.error === undefined && !event.message) return
    captureError(event.error ?? new Error(event.message), { source: 'window' })
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    captureError(event.reason, { source: 'rejection' })
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
