/**
 * Demo update-screen settings (settings.modules.update; shell-data §3 Update settings): the
 * store links the screen offers. No version is set, so no demo brand shows the screen to a new
 * customer: a demo or an e2e test offers an update with `POST admin/update` (server/README.md),
 * which sets the platform's version above the app's (and, if asked, makes it required).
 */
export function demoUpdateSettings(client: string): Record<string, unknown> {
  return {
    versionUpdateRequired: false,
    versionUpdateTitle: '',
    versionUpdateText: '',
    versionUpdateLinkAppStore: `https://example.org/app/${client}/ios`,
    versionUpdateLinkGogglePlay: `https://example.org/app/${client}/android`,
  }
}
