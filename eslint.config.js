import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

// A module imports src/core, src/ui, schemas and its own files; never another module's files.
const moduleNames = readdirSync(new URL('./src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const moduleBoundaries = moduleNames.map((name) => ({
  target: `./src/modules/${name}`,
  from: './src/modules',
  except: [`./${name}`],
  message: 'A module never imports another module’s files: go through the registry or events.',
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'storybook-static',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'src/locales',
      'dev-dist',
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
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleBoundaries,
            {
              target: './src/core',
              from: './src/modules',
              message: 'core never depends on modules',
            },
            { target: './src/core', from: './src/app', message: 'core never depends on the shell' },
            {
              target: './src/ui',
              from: './src/modules',
              message: 'ui is brand- and module-neutral',
            },
            {
              target: './src/modules',
              from: './src/app',
              message: 'modules never import the shell',
            },
            {
              target: './src/modules',
              from: './registry',
              message: 'modules never import the registry',
            },
            { target: './src', from: './server', message: 'the app never imports the server' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['FC'], message: 'No React.FC.' }] },
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
)
