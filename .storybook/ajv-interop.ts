/**
 * The settings validators (virtual:settings-validators, scripts/vite-plugin-settings-validators.ts)
 * default-import ajv's CommonJS runtime helpers. The app's build resolves those through rollup's
 * CommonJS plugin; Vite's dev server (Storybook, the vitest `storybook:*` projects) hands the
 * default import the whole `module.exports` (`{ __esModule, default }`), so `equal` is not a
 * function. This plugin unwraps it, in the preview's dev server only.
 */
import type { Plugin } from 'vite'

export function ajvRuntimeInterop(): Plugin {
  return {
    name: 'storybook-ajv-runtime-interop',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('settings-validators')) return null
      const out = code.replace(
        /import (\w+) from '(ajv\/dist\/runtime\/\w+\.js)';/g,
        (_m, local: string, path: string) =>
          `import ${local}__cjs from '${path}'; const ${local} = ${local}__cjs && ${local}__cjs.__esModule ? ${local}__cjs.default : ${local}__cjs;`,
      )
      return out === code ? null : { code: out, map: null }
    },
  }
}
