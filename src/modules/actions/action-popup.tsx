/**
 * The action popup (shell-data §2 "Action cards and popup", §4 "Bonus activation on an action",
 * §8): the image (a leading image paragraph of the content is its preview, else the icon), the
 * date range, the title, the sanitised content, an expandable block of the linked products and a
 * bottom bar — the catalog search for the action's products, or the bonus activation button.
 * Opened from the list it starts with content; by id (push, special offer) it loads, and an
 * action that is gone shows the not-found text with a reload. A product load error shows in the
 * block.
 *
 * Activation: 'Get +N' while the bonus can be activated or for a guest, else 'Activated'
 * (disabled); a guest is asked to register or sign in (with Later) and the activation goes on
 * after sign-in; on success the shown balance drops by the amount and an alert closes the popup
 * on confirm.
 */
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../core/api/errors.ts'
import { imageSrc } from '../../ui/image/image-url.ts'
import { formatMoney, numberOptions } from '../../core/format/money.ts'
import { formatCount } from '../../core/format/plurals.ts'
import { typograph } from '../../core/format/typograph.ts'
import { requestRegistration } from '../../core/need-register.ts'
import { openDialog } from '../../core/overlay.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { useShownBalance } from '../../core/state/spent-bonus.ts'
import type { AppData } from '../../core/state/types.ts'
import { navigate } from '../../core/state/ui.ts'
import { Button } from '../../ui/button/button.tsx'
import { SafeHtml } from '../../ui/html/safe-html.tsx'
import { Icon } from '../../ui/icon/icon.tsx'
import { LazyImage } from '../../ui/image/lazy-image.tsx'
import { LoadError } from '../../ui/load-error/load-error.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { activateBonus } from './actions.ts'
import { ActionNotFound, type ActionItem } from './api.ts'
import { useDateRange } from './date-range.ts'
import { useAction, useActionProducts } from './queries.ts'
import { actionBar, activationButton, searchUrl, stripLeadingImage } from './rules.ts'
import { actionTexts } from './texts.ts'
import './actions.css'
import { moduleUrl } from '../../core/module-urls.ts'
import { PopupError } from '../../ui/load-error/load-error.tsx'

export interface ActionPopupProps {
  id: number
  /** Given when opened from the list: the popup starts with content. */
  action?: ActionItem
  close: () => void
}

const isNotFound = (error: unknown) =>
  error instanceof ActionNotFound ||
  (error instanceof ApiError && (error.status === 404 || error.code === 'action_not_found'))

export function ActionView({ id, action: given, close }: ActionPopupProps) {
  const found = useAction(id, !given)
  const action = given ?? found.data
  if (!action) {
    if (!found.isError || found.isFetching) return <Skeleton variant="cards" count={1} />
    // The generic popup error (ui/load-error), with the spec's not-found text and Reload.
    return (
      <PopupError
        error={found.error}
        text={isNotFound(found.error) ? actionTexts.notFound : undefined}
        retryText={actionTexts.reload}
        onRetry={() => void found.refetch()}
      />
    )
  }
  return <ActionContent action={action} close={close} />
}

function ActionContent({ action, close }: { action: ActionItem; close: () => void }) {
  const { t, i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const balance = useShownBalance()
  const dates = useDateRange(action.dateStart, action.dateEnd)
  // After an activation here: the answer's flag (spec: can_activate = !activated).
  const [activated, setActivated] = useState<boolean | null>(null)
  const { preview, html } = stripLeadingImage(action.content)
  const image = imageSrc(preview || action.icon, { width: 'full' })
  const loggedIn = isLoggedIn(data as AppData | null)
  const app = data?.settings
  const points = (n: number) => formatCount('points', n, numberOptions(app), i18n)
  const bar = actionBar(action)
  const bonus = action.bonus
  const canActivate = activated === null ? Boolean(bonus?.can_activate) : !activated
  const button = activationButton({ can_activate: canActivate }, !loggedIn)
  const amount = points(bonus?.amount ?? 0)

  const activate = async () => {
    const answer = await activateBonus(action)
    if (answer === null) return
    setActivated(answer)
    openDialog({
      title: actionTexts.activatedTitle,
      text: t`The promotion's points are activated: ${amount}`,
      buttons: [{ text: t`OK`, role: 'primary', onClick: close }],
      // spec: the alert closes the popup on confirm.
      onClose: close,
    })
  }

  const onActivate = () => {
    if (!loggedIn) {
      // spec: a guest registers or signs in first (or Later); the activation goes on after.
      requestRegistration({
        title: actionTexts.needRegisterTitle,
        text: actionTexts.needRegister,
        cancel: actionTexts.later,
        onLogin: () => void activate(),
      })
      return
    }
    void activate()
  }

  const toSearch = () => {
    close()
    navigate(searchUrl(action))
  }

  return (
    <article className="action-popup">
      {image ? (
        <LazyImage className="action-popup__image" src={image} alt="" eager kind="action" />
      ) : null}
      {dates ? <p className="action-popup__dates">{dates}</p> : null}
      <h3 className="action-popup__title">{typograph(action.title, { hyphens: false })}</h3>
      <SafeHtml html={html} className="action-popup__content" />
      {action.productIds.length > 0 ? <ActionProducts action={action} close={close} /> : null}
      {bar === 'search' ? (
        <div className="action-popup__bar">
          <Button block onClick={toSearch}>
            {t`Show the products`}
          </Button>
        </div>
      ) : bar === 'activate' && bonus ? (
        <div className="action-popup__bar">
          {loggedIn ? (
            <p className="action-popup__balance" role="status" aria-label={t`Points balance`}>
              {t`You have`} <strong>{points(balance)}</strong>
            </p>
          ) : null}
          <Button block disabled={button.disabled} onClick={onActivate}>
            {button.label === 'acquire' ? t`Get +${amount}` : t`Activated`}
          </Button>
        </div>
      ) : null}
    </article>
  )
}

/** The expandable block of the action's products: loaded when first opened. */
function ActionProducts({ action, close }: { action: ActionItem; close: () => void }) {
  const { t } = useLingui()
  const { data } = useSnapshot(appData)
  const [open, setOpen] = useState(false)
  const products = useActionProducts(action.productIds, open)
  const app = data?.settings
  const money = (n: number) =>
    formatMoney(n, { ...numberOptions(app), currency: app?.currency ?? '' })
  const listId = `action-products-${action.idAction}`
  const count = action.productIds.length
  return (
    <section className="action-products" aria-label={t`Products of the promotion`}>
      <button
        type="button"
        className="action-products__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <span>{t`Products of the promotion (${count})`}</span>
        <span className="action-products__chevron" aria-hidden="true">
          <Icon name="chevron" size={20} strokeWidth={2} />
        </span>
      </button>
      {open ? (
        <div id={listId}>
          {products.isPending && products.isFetching ? (
            <Skeleton count={2} />
          ) : products.isError ? (
            <LoadError compact error={products.error} onRetry={() => void products.refetch()} />
          ) : (
            <ul className="action-products__list">
              {(products.data ?? []).map((p) => {
                const image = imageSrc(p.image, { width: 80 })
                return (
                  <li key={p.id}>
                    <button
                      type="button"
                      className="action-product"
                      onClick={() => {
                        close()
                        navigate(moduleUrl('catalog', `category/0/${p.id}`))
                      }}
                    >
                      <span className="action-product__image">
                        {image ? <img src={image} alt="" loading="lazy" decoding="async" /> : null}
                      </span>
                      <span className="action-product__name">{p.name}</span>
                      <span className="action-product__price">{money(p.price)}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  )
}

export default ActionView
