/** What the global setup (tests/server/global-setup.ts) hands to the server test files. */
export type ServerDbTemplate =
  | { kind: 'pglite'; /** a `dumpDataDir` tarball of the migrated, seeded database */ file: string }
  | { kind: 'postgres'; /** the template database's name */ name: string }

/** The same PostgreSQL connection string, pointing at another database on that server. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
