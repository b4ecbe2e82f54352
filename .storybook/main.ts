import type { StorybookConfig } from '@storybook/react-vite'
import type { PluginOption } from 'vite'

const isPwaPlugin = (p: PluginOption): boolean =>
  !!p && typeof p === 'object' && 'name' in p && String(p.name).startsWith('vite-plugin-pwa')

/**
 * The app build's .br/.gz files (scripts/vite-plugin-precompress.ts): no server sends Storybook's.
 * The app build's proxy-chunk rewrite (scripts/vite-plugin-drop-import-proxies.ts): Storybook's
 * own chunks (its stories' index) are not the app's, and a phone never loads them.
 */
const isPrecompress = (p: PluginOption): boolean =>
  !!p &&
  typeof p === 'object' &&
  'name' in p &&
  (p.name === 'app:precompress' || p.name === 'app:drop-import-proxies')

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../.storybook/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories as tests (vitest `storybook:*` projects) with axe (issue 17).
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // TOOLCHAIN: VitePWA fails on Storybook's runtime file; the preview needs no service worker.
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat(3)
      .filter((p) => !isPwaPlugin(p) && !isPrecompress(p))
    return viteConfig
  },
}

export default config
