/** The share screen in a bottom sheet. */
import { ShareContent } from './share-content.tsx'

export default function ShareSheet() {
  return <ShareContent />
}
