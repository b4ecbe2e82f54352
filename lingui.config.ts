import type { LinguiConfig } from '@lingui/conf'

const config: LinguiConfig = {
  locales: ['ru', 'en'],
  sourceLocale: 'en',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/registry'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
  ],
  format: 'po',
}

export default config
