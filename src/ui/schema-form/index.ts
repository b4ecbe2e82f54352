/**
 * The form entry point for screens. rjsf and the validator stay out of the shell's initial chunk:
 * the form itself is a lazy chunk, loaded when a screen first renders a LazySchemaForm.
 */
import { createElement, lazy, Suspense, type ComponentType } from 'react'
import { Skeleton } from '../skeleton/skeleton.tsx'
import type { SchemaFormData, SchemaFormProps } from './types.ts'

const SchemaFormChunk = lazy(() => import('./schema-form.tsx')) as ComponentType<
  SchemaFormProps<SchemaFormData>
>

/**
 * While the chunk loads: the skeleton (a busy status, no spinner) in a box of about a form's
 * height, so a step is never blank (issue 12, coffee-ru-04).
 */
const placeholder = createElement(
  'div',
  { className: 'sf-loading', style: { minHeight: 240 } },
  createElement(Skeleton, { count: 5 }),
)

export function LazySchemaForm<T = SchemaFormData>(props: SchemaFormProps<T>) {
  return createElement(
    Suspense,
    { fallback: placeholder },
    createElement(SchemaFormChunk, props as SchemaFormProps<SchemaFormData>),
  )
}

export type { SchemaFormData, SchemaFormInstance, SchemaFormProps } from './types.ts'
