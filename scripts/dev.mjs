#!/usr/bin/env node
/**
 * `npm run dev`: the reference server on PORT (default 8080, demo mode) and Vite with HMR on
 * 5173, which proxies /rest, /manifest.webmanifest and /sandbox to the server
 * (vite.config.ts). Open a brand at http://<client>.localhost:5173/ — the server prints them.
 * Ctrl-C stops both; if one exits, the other is stopped too.
 */
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = process.env.PORT || '8080'
const vitePort = process.env.VITE_PORT || '5173'

const children = [
  spawn(process.execPath, ['--import', 'tsx', join('server', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, APP_PORT: vitePort, DEMO: process.env.DEMO ?? '1' },
  }),
  spawn(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', vitePort, '--strictPort'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_TARGET: process.env.API_TARGET || `http://localhost:${port}` },
    },
  ),
]

let exiting = false
function stopAll(signal = 'SIGTERM') {
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    exiting = true
    stopAll(signal)
  })
}
for (const child of children) {
  child.on('exit', (code) => {
    if (!exiting) {
      exiting = true
      stopAll()
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(code ?? 0)
    }
  })
}
