/** The `pages:page` popup (push or deep link by idContent): the frame cannot know the title yet. */
import type { ModuleSettings } from '../../core/state/types.ts'
import PagePopup from './page-popup.tsx'

export default function PagePopupById(props: {
  id?: string
  close: () => void
  settings: ModuleSettings
}) {
  return <PagePopup id={props.id} close={props.close} showTitle />
}
