import type { LinguiConfig } from '@lingui/conf'

const exclude = ['**/node_modules/**', '**/*.test.*', '**/*.stories.*']

/**
 * Shell files the first paint never shows (developer tools, the install hint, the parts of src/ui
 * only module screens render): their texts load with the modules' (issue 16).
 */
const late = [
  '<rootDir>/src/app/debug-popup.tsx',
  '<rootDir>/src/app/dev-control.tsx',
  '<rootDir>/src/app/install-hint.tsx',
  '<rootDir>/src/core/format',
  '<rootDir>/src/core/geo',
  '<rootDir>/src/core/need-register.ts',
  '<rootDir>/src/core/validation',
  '<rootDir>/src/ui/branches',
  '<rootDir>/src/ui/customer-ids',
  '<rootDir>/src/ui/load-error',
  '<rootDir>/src/ui/map',
  '<rootDir>/src/ui/multiple-select',
  '<rootDir>/src/ui/navbar',
  '<rootDir>/src/ui/pull-to-refresh',
  '<rootDir>/src/ui/schema-form',
  '<rootDir>/src/ui/skeleton',
  '<rootDir>/src/ui/slider',
]

/**
 * Three catalogs per locale: `shell` (the first paint needs only these texts), `late` (shell
 * texts the first paint does not show) and `modules` (loaded with the modules the brand switches
 * on, together with `late`). See src/core/i18n/i18n.ts. A fourth, `studio`, holds Storybook's
 * brand studio texts (.storybook), which the app never loads.
 */
const config: LinguiConfig = {
  locales: ['ru', 'en'],
  sourceLocale: 'en',
  // The <Trans> macro's runtime outside the first paint's chunk (src/core/i18n/trans.tsx).
  runtimeConfigModule: { Trans: ['#trans', 'Trans'] },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/core',
        '<rootDir>/src/ui',
        '<rootDir>/registry',
      ],
      // A folder is excluded with its files (a bare folder path excluded nothing: its texts were
      // in both catalogs, the first paint's too).
      // the brand checker's texts are the studio's (below), not the app's
      exclude: [
        ...exclude,
        '<rootDir>/registry/brand-check/**',
        ...late.map((p) => (/\.tsx?$/.test(p) ? p : `${p}/**`)),
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/late',
      include: late,
      exclude,
    },
    {
      path: '<rootDir>/src/locales/{locale}/modules',
      include: ['<rootDir>/src/modules'],
      exclude,
    },
    {
      // the brand studio's own texts (Storybook's playground, brand check panel and toolbar, the
      // brand checker and `npm run check-brand`): never in the app's bundles;
      // .storybook/preview.tsx loads them with the toolbar's locale, the CLI with --lang
      path: '<rootDir>/src/locales/{locale}/studio',
      // named one by one: the extractor's file search skips dot-directories
      include: [
        '<rootDir>/.storybook/playground.tsx',
        '<rootDir>/.storybook/brand-check-panel.tsx',
        '<rootDir>/.storybook/brands.ts',
        '<rootDir>/.storybook/preview.tsx',
        // the brand checker's findings (plain descriptors, read by the CLI too) and the CLI's lines
        '<rootDir>/registry/brand-check/messages.ts',
        // the settings schemas' descriptions and titles (generated: npm run schemas:texts)
        '<rootDir>/registry/brand-check/schema-texts.ts',
        '<rootDir>/scripts/check-brand.ts',
      ],
      exclude,
    },
  ],
  format: 'po',
}

export default config
