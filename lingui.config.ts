import type { LinguiConfig } from '@lingui/conf'

const exclude = ['**/node_modules/**', '**/*.test.*', '**/*.stories.*']

/**
 * Two catalogs per locale: `shell` (the first paint needs only these texts) and `modules`
 * (loaded with the modules the brand switches on). See src/core/i18n/i18n.ts.
 */
const config: LinguiConfig = {
  locales: ['ru', 'en'],
  sourceLocale: 'en',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/core',
        '<rootDir>/src/ui',
        '<rootDir>/registry',
      ],
      exclude,
    },
    {
      path: '<rootDir>/src/locales/{locale}/modules',
      include: ['<rootDir>/src/modules'],
      exclude,
    },
  ],
  format: 'po',
}

export default config
