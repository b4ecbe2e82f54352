import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tseslint from 'typescript-eslint'

const root = fileURLToPath(new URL('.', import.meta.url))
const dirsOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)

/*
 * The layers (docs/adr/009-shared-folder-and-layers.md). Each zone names who may not import what:
 *   src/shared   pure rules for app and server: imports nothing but itself
 *   src/core     imports src/shared (and the locales' catalogs)
 *   src/ui       imports src/core and src/shared
 *   src/modules/<m>  imports core, ui, shared and itself; never another module, registry, app
 *   inside src/modules/catalog, a sub-feature reaches another only through its index.ts
 *   registry and src/app compose: the app reaches modules only through the registry
 *   server       imports src/shared only; the app never imports the server
 * schemas/ (JSON) is outside src and open to all.
 */
const moduleNames = dirsOf('./src/modules')
const catalogParts = dirsOf('./src/modules/catalog')
const layerZones = [
  {
    target: './src/shared',
    from: ['./src', './registry', './server'],
    except: ['./shared'],
    message: 'src/shared is pure code shared by app and server: it imports only itself.',
  },
  {
    target: './src/core',
    from: ['./src', './registry', './server'],
    except: ['./core', './shared', './locales'],
    message: 'src/core imports only src/shared (and itself).',
  },
  {
    target: './src/ui',
    from: ['./src', './registry', './server'],
    except: ['./ui', './core', './shared'],
    message: 'src/ui imports only src/core and src/shared.',
  },
  ...moduleNames.map((name) => ({
    target: `./src/modules/${name}`,
    from: ['./src', './registry', './server'],
    except: ['./core', './ui', './shared', `./modules/${name}`],
    message:
      'A module imports src/core, src/ui, src/shared and its own files; another module only through the registry or events.',
  })),
  // a catalog sub-feature reaches another only through its public index.ts (styles are not API)
  ...catalogParts.flatMap((part) =>
    catalogParts
      .filter((other) => other !== part)
      .map((other) => ({
        target: `./src/modules/catalog/${part}`,
        from: `${root}src/modules/catalog/${other}/**`,
        except: [`${root}src/modules/catalog/${other}/{index.ts,*.css}`],
        message: `A catalog sub-feature reaches ${other}/ only through ${other}/index.ts.`,
      })),
  ),
  ...catalogParts.map((part) => ({
    target: `./src/modules/catalog/${part}`,
    from: './src/modules/catalog/index.ts',
    message: 'The module descriptor composes the sub-features; they never import it.',
  })),
  {
    target: './registry',
    from: ['./src/modules', './src/app', './server'],
    except: moduleNames.map((name) => `./${name}/index.ts`),
    message: 'The registry reaches a module only through its index.ts (its descriptor).',
  },
  {
    target: './src/app',
    from: ['./src/modules', './server'],
    message: 'The shell reaches modules only through the registry.',
  },
  {
    target: './server',
    from: './src',
    except: ['./shared'],
    message: 'The server imports only src/shared from the app side.',
  },
  {
    target: ['./src', './registry'],
    from: './server',
    message: 'The app never imports the server.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-names',
      'storybook-static',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'src/locales',
      'dev-dist',
      // linted on purpose by tests/lint/layers.test.ts (a deliberate import cycle)
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // import-x parses only files with these endings: without them no-cycle sees no .ts edge
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // resolves .ts/.tsx the way TypeScript does (tsconfig.json), so import rules see every edge
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}tsconfig.json` }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      // Static cycles only: type-only imports never run, and a lazy import() runs after both
      // modules have loaded (a store opening its lazy popup, which uses the store, is the
      // house's pattern). Packages are not followed.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['FC'], message: 'No React.FC.' }] },
      ],
    },
  },
  {
    // what runs on the server as well as in the browser: no UI, texts or app state
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'react-dom/*',
                '@lingui/*',
                'valtio',
                'valtio/*',
              ],
              message: 'src/shared is pure: no React, Lingui or app state (add texts in the app).',
            },
            {
              group: ['wouter', 'wouter/*', 'ofetch', '@tanstack/*', 'leaflet', 'react-leaflet'],
              message: 'src/shared is pure: no routing, network or DOM libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'registry/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['tests/**', 'e2e/**', '**/*.test.*', '**/*.stories.*'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // e2e waits for what it expects (web-first assertions, expect.poll, page.clock), never for a
    // fixed time, and finds things as a customer does (role, label, text), never by CSS class.
    files: ['e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No fixed sleeps in e2e: wait for a state (expect, expect.poll, page.clock).',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(locator|\\$\\$?|waitForSelector)$/] > Literal.arguments[value=/(^|[\\s>+~,(])[a-zA-Z]*\\.[a-zA-Z_-]|\\[class/]',
          message:
            'No CSS-class locators in e2e: give the control an accessible name or role and use getByRole/getByLabel.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(locator|\\$\\$?|waitForSelector)$/] > TemplateLiteral.arguments > TemplateElement[value.raw=/(^|[\\s>+~,(])[a-zA-Z]*\\.[a-zA-Z_-]|\\[class/]',
          message:
            'No CSS-class locators in e2e: give the control an accessible name or role and use getByRole/getByLabel.',
        },
      ],
    },
  },
  {
    // Specs take `test` from e2e/test.ts: its context has the startup screens passed.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './test.ts' (the specs' test, with its context fixture).",
            },
          ],
        },
      ],
    },
  },
)
