/**
 * The error-reporting SDK, in its own chunk (core/telemetry/errors.ts loads it on the first
 * report). @sentry/browser speaks the Sentry protocol: envelopes posted to the dsn's
 * `/api/{project}/envelope/`. Only the integrations a report needs are on: no automatic
 * breadcrumbs (they would copy URLs, console lines and clicks), no sessions, no tracing, no
 * global handlers (errors.ts has its own, which also see errors before this chunk is there).
 */
import {
  captureException,
  dedupeIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser'
import type { ErrorContext, ErrorReportingConfig } from './errors.ts'

let applied = ''

function apply(config: ErrorReportingConfig): void {
  const key = JSON.stringify(config)
  if (key === applied) return
  applied = key
  init({
    dsn: config.dsn,
    sampleRate: config.sampleRate,
    release: config.release,
    environment: config.environment,
    defaultIntegrations: false,
    integrations: [dedupeIntegration(), linkedErrorsIntegration(), httpContextIntegration()],
    initialScope: { tags: config.tags },
    // No user, cookies, headers or query strings (tokens ride in some addresses).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, urlQueryParams: false },
    sendClientReports: false,
  })
}

export function report(config: ErrorReportingConfig, error: unknown, context: ErrorContext): void {
  apply(config)
  captureException(error, {
    tags: { source: context.source },
    contexts: context.componentStack
      ? { react: { componentStack: context.componentStack } }
      : undefined,
  })
}
