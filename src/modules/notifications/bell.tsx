/**
 * The bell in the home navbar (slot `home-navbar`; spec shell-data §2: it leads to
 * /notifications/ and shows only for a signed-in user).
 */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import type { AppData } from '../../core/state/types.ts'
import { navigate } from '../../core/state/ui.ts'
import { Icon } from '../../ui/icon/icon.tsx'
import { NavbarButton } from '../../ui/navbar/navbar.tsx'
import './icons.ts'

export const NOTIFICATIONS_URL = '/notifications/'

export default function NotificationsBell() {
  const { t } = useLingui()
  const { data } = useSnapshot(appData)
  if (!isLoggedIn(data as AppData | null)) return null
  return (
    <NavbarButton label={t`Notifications`} onClick={() => navigate(NOTIFICATIONS_URL)}>
      <Icon name="bell" />
    </NavbarButton>
  )
}
