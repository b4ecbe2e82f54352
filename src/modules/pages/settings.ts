/**
 * settings.modules.pages, as schemas/modules/pages.json describes it (defaults live there;
 * tests/modules/pages/settings.test.ts checks the two against each other).
 */
export interface PagesSettings {
  /** Accessible name of the pages block in the side menu; empty: the default. @default '' */
  title: string
}
