/**
 * /catalog/payment/{success|fail} — where the payment page sends the person back (spec
 * catalog-and-ordering §4 Checkout sequence: the success url leads to a paid message, the fail url
 * to a failure alert). Paid: the basket is cleared and the main tab follows. Failed: the basket is
 * kept and the person returns to it.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { openDialog } from '../../../core/overlay.ts'
import { navigate, resetToDefaultTab } from '../../../core/state/ui.ts'
import { Page } from '../../../ui/page/page.tsx'
import { Skeleton } from '../../../ui/skeleton/skeleton.tsx'
import { basketUrl, clearBasket } from '../basket/index.ts'
import { setCatalogSettings } from '../common/index.ts'
import { checkOrderStatus } from '../orders/index.ts'
import { checkoutTexts } from './actions.ts'
import { resetCheckout } from './store.ts'

export default function PaymentReturnScreen({
  settings: raw,
  params,
}: ScreenProps<CatalogSettings>) {
  const { t } = useLingui()
  useEffect(() => setCatalogSettings(raw), [raw])
  const paid = params.result === 'success'
  const shown = useRef(false)
  useEffect(() => {
    // Once: closing the dialog navigates away, so it must never close on a re-run.
    if (shown.current) return
    shown.current = true
    if (paid) {
      clearBasket()
      resetCheckout()
    }
    void checkOrderStatus()
    openDialog({
      title: paid ? checkoutTexts.paidTitle : checkoutTexts.payFailedTitle,
      text: paid ? checkoutTexts.paidText : checkoutTexts.payFailedText,
      onClose: () => (paid ? resetToDefaultTab() : navigate(basketUrl(), { replace: true })),
    })
  }, [paid])
  return (
    <Page>
      <Skeleton label={t`Payment`} />
    </Page>
  )
}
