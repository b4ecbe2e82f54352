/** The auth screens' own line icons (24 px grid, stroke = currentColor, like ui/icon). */
function LineIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  )
}

export const EditIcon = () => <LineIcon d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
export const EraseIcon = () => <LineIcon d="M21 5H9l-6 7 6 7h12zM17 9l-6 6M11 9l6 6" />
