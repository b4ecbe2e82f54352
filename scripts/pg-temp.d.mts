/** Types of scripts/pg-temp.mjs (a throwaway PostgreSQL cluster for tests and the bench). */
export function postgresBinDir(): string | null
export function startTempPostgres(opts?: { dir?: string; port?: number }): {
  url: string
  dir: string
  stop: () => void
}
