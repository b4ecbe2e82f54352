/** The `pages:page` popup (push or deep link by idContent): the frame cannot know the title yet. */
import type { PopupProps } from '../../core/module.ts'
import type { PagesSettings } from './settings.ts'
import PagePopup from './page-popup.tsx'

export default function PagePopupById(props: PopupProps<PagesSettings>) {
  return <PagePopup id={props.id} close={props.close} showTitle />
}
