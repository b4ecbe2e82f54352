/**
 * Checkout form /catalog/form (spec catalog-and-ordering §2 CatalogForm, §5 Checkout form): how
 * the order is received, the form built from settings (checkout/form-schema.ts), paying with
 * points, the totals. The submit sits in the tab-bar slot (checkout/tab-buttons.tsx) and submits
 * this form by its id; it is inactive while the receive type is outside working time.
 */
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { numberOptions } from '../../../core/format/money.ts'
import { formatCount } from '../../../core/format/plurals.ts'
import { typograph } from '../../../core/format/typograph.ts'
import type { ScreenProps } from '../../../core/module.ts'
import type { CatalogSettings } from '../../../shared/settings/catalog.ts'
import { appData } from '../../../core/state/app-data.ts'
import type { Branch } from '../../../core/state/types.ts'
import { goBack, navigate } from '../../../core/state/ui.ts'
import { Button } from '../../../ui/button/button.tsx'
import { List, ListItem } from '../../../ui/list/list.tsx'
import { Navbar } from '../../../ui/navbar/navbar.tsx'
import { Page } from '../../../ui/page/page.tsx'
import { LazySchemaForm } from '../../../ui/schema-form/index.ts'
import { BasketSpacer, useBasket } from '../basket/index.ts'
import { catalogUrl, setCatalogSettings, useMoney } from '../common/index.ts'
import { DeliveryZoneMap, useReceive } from '../receive/index.ts'
import { submitCheckout } from './actions.ts'
import { CHECKOUT_ID_PREFIX } from './form-id.ts'
import type { PaymentType } from '../../../shared/pricing/payment-types.ts'
import { buildCheckoutSchema, checkoutFieldTexts, type TimeOption } from './form-schema.ts'
import { scheduleOf } from './hours.ts'
import {
  bonusOrderUrl,
  bonusProductUrl,
  setCheckoutForm,
  setFlow,
  useCheckout,
  type CheckoutFormData,
} from './store.ts'
import { hoursBranch, useCheckoutSummary, useNowTicker } from './summary.ts'
import '../common/catalog.css'
import './checkout.css'

export default function CheckoutFormScreen({ settings: raw }: ScreenProps<CatalogSettings>) {
  const { t, i18n } = useLingui()
  useEffect(() => setCatalogSettings(raw), [raw])
  useEffect(() => setFlow('form'), [])
  useNowTicker()
  const { entries } = useBasket()
  const r = useReceive()
  const { form } = useCheckout()
  const data = useSnapshot(appData).data
  const { money } = useMoney()
  const s = useCheckoutSummary()
  const { settings, totals, timeOptions, paymentTypes } = s

  // Defaults once: the only payment type, and the profile's e-mail.
  useEffect(() => {
    const next: CheckoutFormData = { ...form }
    if (!next.paymentType && paymentTypes.length === 1)
      next.paymentType = String(paymentTypes[0]!.id)
    const email = data?.user?.email
    if (next.email === undefined && typeof email === 'string') next.email = email
    if (JSON.stringify(next) !== JSON.stringify(form)) setCheckoutForm(next)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults on entering only
  }, [])

  // A slot that has passed (the list refreshes every 60 s) is no longer chosen.
  useEffect(() => {
    if (form.time && !timeOptions.some((o) => String(o.at) === form.time)) {
      setCheckoutForm({ ...form, time: undefined })
    }
  }, [timeOptions, form])

  const schedule = scheduleOf(settings, r.type)
  // Rebuilt only when what it shows changes (the options are new arrays every render).
  const timeKey = JSON.stringify(timeOptions)
  const typesKey = JSON.stringify(paymentTypes)
  const askTime = Boolean(schedule?.askTime)
  const receiveType = r.type ?? 'delivery'
  const { recipient, paymentType } = form
  const { schema, uiSchema } = useMemo(
    () =>
      buildCheckoutSchema({
        receive: receiveType,
        askTime,
        timeOptions: JSON.parse(timeKey) as TimeOption[],
        paymentTypes: JSON.parse(typesKey) as PaymentType[],
        data: { recipient, paymentType },
      }),
    [receiveType, askTime, timeKey, typesKey, recipient, paymentType],
  )

  if (!entries.length) {
    return (
      <Page navbar={<Navbar title={t`Checkout`} onBack={goBack} />}>
        <div className="catalog-empty">
          <p>{t`Your basket is empty`}</p>
          <Button variant="secondary" onClick={() => navigate(catalogUrl())}>
            {t`Go to the catalog`}
          </Button>
        </div>
      </Page>
    )
  }

  const branch = hoursBranch(r as Parameters<typeof hoursBranch>[0], data?.branches as Branch[])
  const address = (r.address as { text?: string } | null)?.text
  const where =
    r.type === 'pickup'
      ? typograph([r.pickup?.name, r.pickup?.address].filter(Boolean).join(', '))
      : typograph(address ?? '')
  const ctx = s.pointsContext
  const bonusUrl = ctx.type === 'order' ? bonusOrderUrl() : bonusProductUrl()

  return (
    <Page navbar={<Navbar title={t`Checkout`} onBack={goBack} />}>
      <div className="checkout">
        <section className="checkout__section" aria-label={t`How you receive the order`}>
          <List inset>
            <ListItem
              title={r.type === 'pickup' ? t`Pickup` : t`Delivery`}
              subtitle={where || (branch?.name ?? '')}
            />
          </List>
          {/* spec §2 element 10: the map block for the delivery-zone check. */}
          <DeliveryZoneMap />
        </section>

        {!s.open ? (
          <p className="checkout__closed" role="status">
            {schedule?.closedText ||
              (r.type === 'pickup'
                ? t`Pickup is not available at this time`
                : t`Delivery is not available at this time`)}
          </p>
        ) : null}

        {ctx.enabled ? (
          <section className="checkout__section" aria-label={t`Pay with points`}>
            <List inset>
              <ListItem
                title={t`Pay with points`}
                subtitle={t`Balance: ${formatCount('points', ctx.balance, numberOptions(data?.settings), i18n)}`}
                after={s.points > 0 ? `−${money(s.points)}` : t`Choose`}
                onClick={() => navigate(bonusUrl)}
              />
            </List>
          </section>
        ) : null}

        <LazySchemaForm<CheckoutFormData>
          idPrefix={CHECKOUT_ID_PREFIX}
          className="checkout__form"
          schema={schema}
          uiSchema={uiSchema}
          formData={form}
          texts={checkoutFieldTexts}
          onChange={setCheckoutForm}
          onSubmit={(valid) => void submitCheckout(valid)}
        >
          <></>
        </LazySchemaForm>

        <dl className="basket-totals checkout__totals">
          <div>
            <dt>{t`Subtotal`}</dt>
            <dd>{money(totals.subtotal)}</dd>
          </div>
          {r.type === 'pickup' && totals.discount > 0 ? (
            <div>
              <dt>{t`Pickup discount ${totals.discountPercent}%`}</dt>
              <dd>−{money(totals.discount)}</dd>
            </div>
          ) : null}
          {r.type === 'delivery' ? (
            <div>
              <dt>{t`Delivery`}</dt>
              <dd>{totals.deliveryFee ? money(totals.deliveryFee) : t`Free`}</dd>
            </div>
          ) : null}
          {s.points > 0 ? (
            <div>
              <dt>{t`Paid with points`}</dt>
              <dd>−{money(s.points)}</dd>
            </div>
          ) : null}
          <div className="basket-totals__total">
            <dt>{t`To pay`}</dt>
            <dd>{money(s.toPay)}</dd>
          </div>
        </dl>
      </div>
      <BasketSpacer />
    </Page>
  )
}
