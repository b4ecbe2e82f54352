/** The auth screens' icons: named icons of ui/icon (decorative, aria-hidden). */
import { Icon } from '../../ui/icon/icon.tsx'

export const EditIcon = () => <Icon name="edit" />
export const EraseIcon = () => <Icon name="erase" />
