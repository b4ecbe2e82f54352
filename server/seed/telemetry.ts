/**
 * Demo telemetry settings (issue 15): a brand's error-reporting dsn and session recording. The
 * dsn names this server's own Sentry-protocol ingest (`/api/{project}/envelope/`); app data fills
 * in `{protocol}` and `{host}` from the request (server/routes/telemetry.ts withIngestHost), so
 * the seed works on any port. A real brand sets its own dsn, e.g. `https://key@o1.ingest.sentry.io/42`.
 */

/** Sentry project ids of the demo brands that report errors to this server. */
export const demoErrorProjects = { sushi: 3 } as const

/** The settings of a demo brand with error reporting and session recording switched on. */
export function telemetrySettings(client: keyof typeof demoErrorProjects) {
  return {
    errorReporting: {
      dsn: `{protocol}://${client}demo@{host}/${demoErrorProjects[client]}`,
      sampleRate: 1,
      environment: 'demo',
      tags: { platform: 'pwa' },
    },
    sessionRecording: { enabled: true, project: `${client}-demo` },
  }
}
