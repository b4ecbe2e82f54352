import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import {
  dataGroup,
  descriptorChunk,
  homeBlockChunk,
  startSlotChunk,
  uiGroup,
} from './scripts/chunk-groups.ts'
import { dropImportProxiesPlugin } from './scripts/vite-plugin-drop-import-proxies.ts'
import { leanRjsf } from './scripts/vite-plugin-lean-rjsf.ts'
import { precompress } from './scripts/vite-plugin-precompress.ts'
import { settingsValidators } from './scripts/vite-plugin-settings-validators.ts'
import { startPreloads } from './scripts/vite-plugin-start-preloads.ts'
import { trimSchemas } from './scripts/vite-plugin-trim-schemas.ts'

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080'

/**
 * The app-data shape check's version: cached app data this build normalised is drawn before the
 * check's chunk loads (core/state/app-data.ts, issue 16); a new schema or checker makes it new.
 */
const appDataShape = createHash('sha256')
  .update(
    ['schemas/app-data.json', 'src/core/api/app-data-shape.ts', 'src/core/api/app-normalise.ts']
      .map((file) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'))
      .join('\0'),
  )
  .digest('hex')
  .slice(0, 12)

export default defineConfig({
  define: { __APP_DATA_SHAPE__: JSON.stringify(appDataShape) },
  plugins: [
    react(),
    // The Lingui macros through Babel, only on files that import one (issue 11): a preset with a
    // code filter keeps Babel's parse and print off the other files (tests, server, most of core),
    // in the build and in the unit run alike.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        }),
      ],
    }),
    lingui(),
    settingsValidators(),
    // The bundled settings schemas without their prose (issue 15: ~0.6 kB of initial JS).
    trimSchemas(),
    // The forms chunk without rjsf's unused parts (issue 16, ADR 011).
    leanRjsf(),
    VitePWA({
      // Brand-neutral: the server answers /manifest.webmanifest per brand (name, colours, icons).
      manifest: false,
      registerType: 'prompt',
      injectRegister: null,
      workbox: {
        // Push notifications: display and click handling (src/app/push.ts is the page's side).
        importScripts: ['/push-sw.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/rest\//, /^\/sandbox\//, /^\/manifest\.webmanifest/],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/manifest.webmanifest',
            handler: 'NetworkFirst',
            options: { cacheName: 'manifest' },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/rest/image/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
            },
          },
        ],
      },
    }),
    // No re-export-only chunk per dynamic import of a grouped module (Rolldown issue 9729).
    dropImportProxiesPlugin(),
    // The start's chunks together: `after-start` beside the entry, the home's when the shell
    // starts (index.html's template; issue 16, session 17).
    startPreloads(),
    // `x.js.br` / `x.js.gz` beside each built text file: the server sends them as they are.
    precompress(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/core/shims/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/rest': { target: apiTarget, changeOrigin: false },
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false },
      '/sandbox': { target: apiTarget, changeOrigin: false },
    },
  },
  // The <Trans> macro's runtime (src/core/i18n/trans.tsx) imports it: the macro writes that
  // import as it compiles a file, after the dev server's dependency scan (found then, it reloaded
  // the page, and Storybook's test run).
  optimizeDeps: { include: ['@lingui/react/server'] },
  build: {
    target: 'es2022',
    // Every browser the app supports has modulepreload: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // React + ReactDOM in a chunk of their own: cached across releases, and measured
        // by `npm run bench` against the shell's initial JS.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // What the shell loads right after the first paint (the registry's loader, telemetry,
            // the side menu, the overlays, the update prompt, app data's shape check, the HTTP
            // client, the theme's contrast work): one chunk, not fifteen.
            {
              name: 'after-start',
              test: /(node_modules[\\/](ofetch|ufo|destr)[\\/]|[\\/]node_modules[\\/]@lingui[\\/]react[\\/]dist[\\/]shared[\\/]|[\\/]schemas[\\/]app-data\.json|[\\/]src[\\/](core[\\/]api[\\/](telemetry|device|app-normalise|app-data-shape|client|dev-options)\.ts|core[\\/]telemetry[\\/](errors|recording|statistics)\.ts|core[\\/](module|open-entity|module-urls|module-settings|need-register|first-screen|brand[\\/]mini-app|push|viewport)\.ts|core[\\/]i18n[\\/]trans\.tsx|core[\\/]slot\.tsx|app[\\/](telemetry|side-panel|install|install-popup|install-icons|update-prompt|overlay-layer|tabs|tab-bar|brand|brand-mark|push|lcp-hint)\.tsx?|ui[\\/]icon[\\/]|ui[\\/]image[\\/]image-(url|width)\.ts|ui[\\/](dialog|popup|sheet|menu)[\\/]|ui[\\/]theme[\\/](theme|contrast)\.ts)|virtual:pwa-register|[\\/]registry[\\/](load|modules)\.ts)/,
              // these files only: what they import stays in its own group or shared chunk. Before the
              // shell's group, which would pull in Lingui's rich-text <Trans> as @lingui/react's
              // import (src/core/i18n/trans.tsx: the first paint renders none)
              includeDependenciesRecursively: false,
            },
            // The shell's own code and libraries in one chunk: one request, better gzip.
            // Telemetry (core/telemetry, app/telemetry.ts) loads after the start (issue 15).
            {
              name: 'shell',
              // Only what the entry imports statically: a module the shell loads later (the
              // query layer, dialogs, dev control…) stays out of the first paint's chunk (issue 16).
              tags: ['$initial'],
              test: /([\\/]src[\\/](app|core)[\\/](?!(format|validation|query)[\\/]|debug-popup|update-prompt|push-handler|telemetry|api[\\/]telemetry|install-hint)|[\\/]registry[\\/]|[\\/]src[\\/]ui[\\/](dialog|sheet|popup|toast|icon|theme|menu)[\\/]|node_modules[\\/](wouter|valtio|proxy-compare|ofetch|ufo|destr|@lingui)[\\/])/,
            },
            // The small pieces every screen shares, in two chunks instead of ~40: a phone's main
            // thread spends ~3-4 ms on every script it loads, whatever its size (14 ms at
            // Lighthouse's 4x slowdown: 129 scripts were 2 s of the home's main thread; issue 16,
            // docs/performance.md session 14). The components (their styles come along as one
            // stylesheet) ...
            {
              name: 'ui',
              // scripts/chunk-groups.ts: not ui/html (DOMPurify), which the popups load with them.
              test: uiGroup,
            },
            // ... and the server-data layer with the formatting every module's screens use, and
            // the rules on that data the app shares with the server (prices, zones, time, the
            // settings' defaults: four chunks of 0.5-2 kB on the home before).
            {
              name: 'data',
              // scripts/chunk-groups.ts: TanStack Query, not TanStack Virtual (the long list's).
              test: dataGroup,
            },
            {
              name: descriptorChunk,
              debugName: 'module descriptors',
              // Only the module's own files: its core and ui imports stay in their shared chunks
              // (captured with them, core/module.ts landed in one module's chunk and the
              // registry's loader waited on another module's chunk).
              includeDependenciesRecursively: false,
            },
            {
              name: startSlotChunk,
              debugName: 'start slots',
              includeDependenciesRecursively: false,
            },
            {
              name: homeBlockChunk,
              debugName: 'home blocks',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
