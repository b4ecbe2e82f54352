/**
 * App version numbers (shell-data §4 Update screen: "shown when the installed version is lower
 * than the platform version in settings"). Dotted numbers compare part by part as numbers, so
 * 1.10 is above 1.9 and 1.2 equals 1.2.0. A suffix after the numbers (`1.3.0-beta`, `v1.3`) is
 * ignored; a string without any number is not a version (null).
 */

/** The numeric parts of a version string, or null when it holds none. */
export function parseVersion(value: unknown): number[] | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const match = /^\s*v?(\d+(?:\.\d+)*)/i.exec(String(value))
  if (!match) return null
  return match[1]!.split('.').map((part) => Number.parseInt(part, 10))
}

/** -1 when a is lower than b, 0 when equal, 1 when higher; null when either is no version. */
export function compareVersions(a: unknown, b: unknown): -1 | 0 | 1 | null {
  const pa = parseVersion(a)
  const pb = parseVersion(b)
  if (!pa || !pb) return null
  const length = Math.max(pa.length, pb.length)
  for (let i = 0; i < length; i++) {
    const x = pa[i] ?? 0
    const y = pb[i] ?? 0
    if (x !== y) return x < y ? -1 : 1
  }
  return 0
}

/** The installed version is lower than the available one (unknown versions never are). */
export function isOlderVersion(installed: unknown, available: unknown): boolean {
  return compareVersions(installed, available) === -1
}
