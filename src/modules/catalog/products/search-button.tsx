/**
 * The navbar's search icon of the catalog and category screens (spec catalog §2). Its own file so
 * the category screen does not pull in the catalog screen.
 */
import { useLingui as useT } from '@lingui/react/macro'
import { navigate } from '../../../core/state/ui.ts'
import { Icon } from '../../../ui/icon/icon.tsx'
import { NavbarButton } from '../../../ui/navbar/navbar.tsx'
import '../icons.ts'
import { catalogUrl } from '../common/index.ts'

export function SearchButton() {
  const { t } = useT()
  return (
    <NavbarButton label={t`Search`} onClick={() => navigate(catalogUrl('search'))}>
      <Icon name="search" />
    </NavbarButton>
  )
}
