/**
 * Stands in for `markdown-to-jsx/react` in the forms chunk (scripts/vite-plugin-lean-rjsf.ts).
 * rjsf renders Markdown only for `ui:enableMarkdownInDescription`/`InHelp` (no app form sets
 * them: the app's FieldTemplate renders descriptions and help as plain text) and in its own
 * developer messages (unsupported field, file info); those show as plain text here.
 */
import { createElement, Fragment, type ReactNode } from 'react'

export function Markdown(props: { children?: ReactNode }) {
  return createElement(Fragment, null, props.children)
}

export default Markdown
