/** Paths into app data as a brand manager reads them. */
export type Segment = string | number

/** `['settings', 'tabbar', 0]` -> `settings.tabbar[0]`. */
export function formatPath(segments: readonly Segment[]): string {
  let out = ''
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`
    else if (/^[A-Za-z_$][\w$]*$/.test(s)) out += out ? `.${s}` : s
    else out += `[${JSON.stringify(s)}]`
  }
  return out || '(app data)'
}

export function pointerSegments(pointer: string): Segment[] {
  if (!pointer) return []
  return pointer
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p))
}
