/** A short message at the bottom, announced politely to screen readers. */
import './toast.css'

export function Toast({ text }: { text: string | null }) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {text ? <div className="toast">{text}</div> : null}
    </div>
  )
}
