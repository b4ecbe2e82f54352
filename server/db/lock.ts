/**
 * A pid lock on the PGlite data directory: PGlite is an embedded, single-process database, and
 * two servers writing the same files corrupt them. A lock left by a dead process is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock or exits with a clear message; returns the release function. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, '..', `${dir.split(/[\\/]/).pop()}.lock`)
  let holder = 0
  try {
    holder = Number(readFileSync(file, 'utf8').trim())
  } catch {
    /* no lock */
  }
  if (holder && holder !== process.pid && alive(holder)) {
    console.error(
      `[server] another server (pid ${holder}) uses ${dir}: stop it, or give this one its own DATA_DIR`,
    )
    process.exit(1)
  }
  writeFileSync(file, String(process.pid))
  return () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file)
    } catch {
      /* already gone */
    }
  }
}
