/**
 * Gifts tab /gifts/ (accounts-loyalty §2 "Gifts and coupons"): items without a branch first, then
 * groups under each branch's name; pull to refresh reloads; a skeleton while loading.
 */
import { numberOptions } from '../../core/format/money.ts'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { formatCount } from '../../core/format/plurals.ts'
import type { ScreenProps } from '../../core/module.ts'
import type { GiftsSettings } from '../../shared/settings/gifts.ts'
import { showError } from '../../core/overlay.ts'
import type { AppData } from '../../core/state/types.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { useShownBalance } from '../../core/state/spent-bonus.ts'
import { useScreenBack } from '../../core/state/screen-chrome.ts'
import { Navbar } from '../../ui/navbar/navbar.tsx'
import { Page } from '../../ui/page/page.tsx'
import { PullToRefresh } from '../../ui/pull-to-refresh/pull-to-refresh.tsx'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { GiftCard } from './gift-card.tsx'
import { giftsRuntime, openGift } from './open.ts'
import { groupGifts } from './rules.ts'
import { reloadGifts, useGifts } from './queries.ts'
import './gifts.css'

export default function GiftsScreen({ settings }: ScreenProps<GiftsSettings>) {
  const { t, i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const back = useScreenBack()
  const { data: items = [], isPending, isFetching, isError, error } = useGifts()
  const balance = useShownBalance()
  useEffect(() => {
    giftsRuntime.openInPopup = settings.openInPopup
  }, [settings])
  const title = settings.title || t`Gifts`
  const app = data?.settings
  const groups = groupGifts(items, data?.branches ?? [], i18n.locale)
  const refresh = async () => {
    const failure = await reloadGifts()
    if (failure) showError(failure)
  }
  return (
    <Page navbar={<Navbar title={title} onBack={back} />}>
      <PullToRefresh onRefresh={refresh}>
        {isLoggedIn(data as AppData | null) && (
          <p className="gifts-balance" role="status" aria-label={t`Points balance`}>
            {t`You have`}{' '}
            <strong>{formatCount('points', balance, numberOptions(app), i18n)}</strong>
          </p>
        )}
        {items.length === 0 && (isPending || isFetching) ? (
          <Skeleton variant="cards" count={4} className="gifts-grid" />
        ) : items.length === 0 && isError ? (
          <LoadError error={error} onRetry={() => void reloadGifts()} />
        ) : items.length === 0 ? (
          <p className="gifts-empty">{t`No gifts available yet`}</p>
        ) : (
          groups.map((group) => (
            <section
              key={group.branch?.idBranch ?? 'all'}
              className="gifts-group"
              aria-label={group.branch?.name ?? t`In every branch`}
            >
              {group.branch && <h2 className="gifts-group__title">{group.branch.name}</h2>}
              <div className="gifts-grid">
                {group.items.map((item) => (
                  <GiftCard key={item.key} item={item} onOpen={openGift} />
                ))}
              </div>
            </section>
          ))
        )}
      </PullToRefresh>
    </Page>
  )
}
