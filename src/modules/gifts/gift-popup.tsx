/**
 * Gift or coupon popup (accounts-loyalty §2, §4, §5): loading, then content, or an error with a
 * reload; opened from the list it starts with content, otherwise the item comes from the store or
 * is fetched by id. The get button follows the deficit rule ('Не хватает {0} {1}': disabled for a
 * gift; a coupon shows the 'Недостаточно баллов' dialog); a guest gets the need-register dialog;
 * otherwise a confirm dialog (Cancel / Activate), then the code (QR or text), the message, user id
 * and device id, with the screen kept awake; the price goes to the locally spent counter.
 */
import { numberOptions } from '../../core/format/money.ts'
import { nestQuotes } from '../../core/format/typograph.ts'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { imageSrc } from '../../ui/image/image-url.ts'
import { formatCount, formatPointsNumber, pluralWord } from '../../core/format/plurals.ts'
import { requestRegistration } from '../../core/need-register.ts'
import { openDialog } from '../../core/overlay.ts'
import type { AppData } from '../../core/state/types.ts'
import { appData, isLoggedIn } from '../../core/state/app-data.ts'
import { session } from '../../core/state/session.ts'
import { spentBonus } from '../../core/state/spent-bonus.ts'
import { Button } from '../../ui/button/button.tsx'
import { CustomerIds } from '../../ui/customer-ids/customer-ids.tsx'
import { SafeHtml } from '../../ui/html/safe-html.tsx'
import { QrCode } from '../../ui/qr-code/qr-code.tsx'
import { Skeleton } from '../../ui/skeleton/skeleton.tsx'
import { activateGiftItem } from './actions.ts'
import type { GiftCode, GiftItem } from './api.ts'
import { useGift } from './queries.ts'
import { giftDeficit } from './rules.ts'
import { giftTexts } from './texts.ts'
import { useWakeLock } from './wake-lock.ts'
import './gifts.css'
import { PopupError } from '../../ui/load-error/load-error.tsx'

export interface GiftPopupProps {
  /** 'gift-{id}' or 'coupon-{id}' */
  itemKey: string
  /** Given when opened from the list: the popup starts with content. */
  item?: GiftItem
  close: () => void
}

export function GiftView({ itemKey, item: given, close }: GiftPopupProps) {
  const { t, i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const { idDevice } = useSnapshot(session)
  const spent = useSnapshot(spentBonus).value
  // Opened from the list it starts with content; otherwise the list or the server has it.
  const found = useGift(itemKey, !given)
  const [code, setCode] = useState<GiftCode | null>(null)
  useWakeLock(code !== null)

  const app = data?.settings
  const points = (n: number) => formatCount('points', n, numberOptions(app), i18n)
  /** spec: 'Не хватает {0} {1}' — the missing number and the plural word. */
  const deficitText = (n: number) => {
    const count = formatPointsNumber(n, numberOptions(app))
    const word = pluralWord('points', n, i18n)
    return t`Missing ${count} ${word}`
  }

  const item = given ?? found.data
  if (!item) {
    if (!found.isError || found.isFetching) return <Skeleton variant="cards" count={1} />
    return <PopupError error={found.error} onRetry={() => void found.refetch()} />
  }

  const user = data?.user
  const loggedIn = isLoggedIn(data as AppData | null)
  const balance = typeof user?.bonus === 'number' ? user.bonus : 0
  const deficit = loggedIn ? giftDeficit(item.price, balance, spent) : 0
  const image = imageSrc(item.icon, { width: 'full' })
  const device = idDevice ?? (user?.idDevice != null ? String(user.idDevice) : '')
  const isCoupon = item.type === 'coupon'

  const activate = async () => {
    const answer = await activateGiftItem(item)
    if (answer) setCode(answer)
  }

  const onGet = () => {
    if (!loggedIn) {
      // spec: with needRegister a guest cannot activate; the server needs a user either way.
      requestRegistration({ title: giftTexts.needRegisterTitle, text: giftTexts.needRegister })
      return
    }
    if (deficit > 0) {
      const missing = points(deficit)
      const price = points(item.price)
      openDialog({
        title: giftTexts.insufficientTitle,
        text: t`Collect ${missing} more to get a coupon for ${price}`,
      })
      return
    }
    const title = nestQuotes(item.title, i18n.locale)
    const price = points(item.price)
    openDialog({
      title: isCoupon ? t`Activate the coupon “${title}”?` : t`Activate the gift “${title}”?`,
      text: t`${price} will be written off your balance`,
      buttons: [
        { text: t`Cancel`, role: 'cancel' },
        { text: t`Activate`, role: 'primary', onClick: () => void activate() },
      ],
    })
  }

  if (code) {
    const asText = (item.codeType ?? app?.codeType ?? 'qr') === 'text'
    return (
      <div className="gift-popup gift-popup--code">
        <h3 className="gift-popup__title">{item.title}</h3>
        {asText ? (
          <p className="gift-popup__code" aria-label={t`Code`}>
            {code.codeText}
          </p>
        ) : (
          <>
            <QrCode value={code.codeQR} label={t`QR code of the gift`} margin={2} />
            <p className="gift-popup__code-small" aria-label={t`Code`}>
              {code.codeText}
            </p>
          </>
        )}
        {code.message ? <p className="gift-popup__note">{code.message}</p> : null}
        <CustomerIds userId={user?.idUser} deviceId={device} />
        <Button block onClick={close}>
          {t`Done`}
        </Button>
      </div>
    )
  }

  const label =
    deficit > 0 ? deficitText(deficit) : item.price > 0 ? t`Get for ${points(item.price)}` : t`Get`
  return (
    <div className="gift-popup">
      {image && <img className="gift-popup__image" src={image} alt="" decoding="async" />}
      {item.label ? <span className="gift-popup__label">{item.label}</span> : null}
      <h3 className="gift-popup__title">{item.title}</h3>
      <p className="gift-popup__price">{points(item.price)}</p>
      <SafeHtml html={item.description} className="gift-popup__description" />
      <div className="gift-popup__bar">
        <Button block disabled={deficit > 0 && !isCoupon} onClick={onGet}>
          {label}
        </Button>
      </div>
    </div>
  )
}

export default GiftView
