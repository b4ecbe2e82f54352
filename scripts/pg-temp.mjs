// A throwaway PostgreSQL cluster for tests and the bench (issue 16): `node scripts/pg-temp.mjs
// start [dir] [port]` makes one with initdb (trust auth, in `dir`, default a temp dir) and starts
// it on `port` (default 55432), printing its postgres:// URL on stdout; `stop [dir]` stops it.
// The server binaries come from PATH or Debian's /usr/lib/postgresql/<version>/bin (apt-get
// install postgresql, as .ci/run does). PostgreSQL refuses to run as root: as root the cluster
// is made and run as the `postgres` user (runuser).
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBinDir() {
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(join(debian, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions.length) return join(debian, versions[0], 'bin')
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb'))) return dir
  }
  return null
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0

function run(bin, args) {
  const [cmd, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  return execFileSync(cmd, all, { stdio: ['ignore', 'pipe', 'pipe'] }).toString()
}

function ownedDir(dir) {
  mkdirSync(dir, { recursive: true })
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
}

/**
 * Makes and starts a cluster; returns its URL and a stop function. Throws when PostgreSQL is not
 * installed.
 */
export function startTempPostgres({ dir, port = 55432 } = {}) {
  const bin = postgresBinDir()
  if (!bin)
    throw new Error('PostgreSQL is not installed (no pg_ctl in PATH or /usr/lib/postgresql)')
  const root = dir ?? mkdtempSync(join(tmpdir(), 'wl-pg-'))
  ownedDir(root)
  const data = join(root, 'data')
  if (!existsSync(join(data, 'PG_VERSION'))) {
    run(join(bin, 'initdb'), ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync'])
  }
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(root, 'log'),
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
    'start',
  ])
  const stop = () => {
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop'])
    } catch {
      /* already stopped */
    }
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir: root, stop }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [cmd, dir, port] = process.argv.slice(2)
  if (cmd === 'start') {
    const pg = startTempPostgres({ dir, port: port ? Number(port) : undefined })
    console.log(pg.url)
  } else if (cmd === 'stop' && dir) {
    const bin = postgresBinDir()
    if (bin) run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', 'stop'])
  } else {
    console.error('usage: node scripts/pg-temp.mjs start [dir] [port] | stop <dir>')
    process.exit(2)
  }
}
