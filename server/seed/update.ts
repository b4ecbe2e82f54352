/**
 * Demo update-screen settings (settings.modules.update; shell-data §3 Update settings): a brand
 * whose platforms are a version ahead of the app (1.2.2), so the update screen shows on the first
 * start and then once a day. Not required: its 'home' button lets the customer go on.
 */
export function demoUpdateSettings(client: string): Record<string, unknown> {
  return {
    version: { ios: '1.3.0', android: '1.3.0', pwa: '1.3.0' },
    versionUpdateRequired: false,
    versionUpdateTitle: '',
    versionUpdateText: '',
    versionUpdateLinkAppStore: `https://example.org/app/${client}/ios`,
    versionUpdateLinkGogglePlay: `https://example.org/app/${client}/android`,
  }
}
