import type { FieldPathList, UiSchema } from '@rjsf/utils'

export interface TrimChange {
  path: FieldPathList
  /** The trimmed text, or undefined when nothing is left (so `required` catches it). */
  value: string | undefined
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Fields whose text is kept as typed: passwords, and 'ui:options': { trim: false }. */
function keepsSpaces(ui: UiSchema | undefined): boolean {
  if (!ui) return false
  const options = ui['ui:options'] as { trim?: boolean; widget?: string } | undefined
  return ui['ui:widget'] === 'password' || options?.widget === 'password' || options?.trim === false
}

/** Every string in `data` with space at either end, and what it becomes trimmed. */
export function trimChanges(
  data: unknown,
  uiSchema?: UiSchema,
  path: FieldPathList = [],
): TrimChange[] {
  if (typeof data === 'string') {
    const trimmed = data.trim()
    if (trimmed === data || keepsSpaces(uiSchema)) return []
    return [{ path, value: trimmed === '' ? undefined : trimmed }]
  }
  if (Array.isArray(data)) {
    const items = uiSchema?.items as UiSchema | undefined
    return data.flatMap((item, i) => trimChanges(item, items, [...path, i]))
  }
  if (isPlainObject(data)) {
    return Object.entries(data).flatMap(([key, value]) =>
      trimChanges(value, uiSchema?.[key] as UiSchema | undefined, [...path, key]),
    )
  }
  return []
}
