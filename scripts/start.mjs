#!/usr/bin/env node
/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then runs the
 * reference server (one process: the built app and the API on PORT, default 8080) in demo mode.
 * The server prints every demo brand's URL once it listens.
 *
 *   PORT=9000 npm start      another port
 *   DEMO=0 npm start         without demo one-time codes
 *   SKIP_BUILD=1 npm start   never build
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(root, process.env.DIST_DIR || 'dist')
const SOURCES = [
  'src',
  'registry',
  'schemas',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
]

/** The newest modification time under `path` (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return info.mtimeMs
  let latest = info.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    latest = Math.max(latest, newest(join(path, entry)))
  }
  return latest
}

function needsBuild() {
  const index = join(distDir, 'index.html')
  if (!existsSync(index)) return 'dist/index.html is missing'
  const built = statSync(index).mtimeMs
  const changed = SOURCES.find((s) => newest(join(root, s)) > built)
  return changed ? `${changed} changed since the last build` : null
}

const reason = process.env.SKIP_BUILD ? null : needsBuild()
if (reason) {
  console.log(`[start] building the app (${reason})…`)
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const build = spawnSync(process.execPath, [vite, 'build', '--outDir', distDir], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) {
    console.error('[start] the build failed')
    process.exit(build.status ?? 1)
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join('server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEMO: process.env.DEMO ?? '1', DIST_DIR: distDir },
})

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal)
  })
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
