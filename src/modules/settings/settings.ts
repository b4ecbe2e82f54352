/**
 * settings.modules.settings, as schemas/modules/settings.json describes it (defaults live there;
 * tests/modules/settings/settings.test.ts checks the two against each other).
 */
export interface SettingsPageSettings {
  /** Page title; empty means the translated default. @default '' */
  title: string
}
