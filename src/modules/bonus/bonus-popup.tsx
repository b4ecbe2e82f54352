/**
 * Bonus popup (accounts-loyalty §2): the user's QR code (qr-code-styling, two thirds of the window
 * width, margin 2, error level Q with useOldQRCodeGenerator else L), the code text, the balance,
 * user id, device id and Done. Reads only app data already in memory (cached), so it works
 * offline from the last data.
 */
import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { appData } from '../../core/state/app-data.ts'
import { session } from '../../core/state/session.ts'
import { useShownBalance } from '../../core/state/spent-bonus.ts'
import { Button } from '../../ui/button/button.tsx'
import { CustomerIds } from '../../ui/customer-ids/customer-ids.tsx'
import { QrCode } from '../../ui/qr-code/qr-code.tsx'
import { pointsText } from './points.ts'
import { bonusStore } from './store.ts'
import './bonus.css'

export default function BonusPopup({ close }: { close: () => void }) {
  const { t, i18n } = useLingui()
  const { data } = useSnapshot(appData)
  const { idDevice } = useSnapshot(session)
  const { settings } = useSnapshot(bonusStore)
  const balance = useShownBalance()
  const user = data?.user
  const qrValue = String(user?.codeQR || user?.code || '')
  const codeText = String(user?.codeText || user?.code || '')
  const device = idDevice ?? (user?.idDevice != null ? String(user.idDevice) : '')
  return (
    <div className="bonus-popup">
      {qrValue ? (
        <QrCode
          value={qrValue}
          label={t`QR code of your card`}
          margin={2}
          errorCorrectionLevel={settings.useOldQRCodeGenerator ? 'Q' : 'L'}
        />
      ) : null}
      {codeText && (
        <p className="bonus-popup__code" aria-label={t`Card code`}>
          {codeText}
        </p>
      )}
      <p className="bonus-popup__hint">{t`Show the code at the till to earn or spend points`}</p>
      {user?.idUser ? (
        <p className="bonus-popup__balance">
          {t`Balance`}: <strong>{pointsText(balance, data?.settings, i18n)}</strong>
        </p>
      ) : null}
      <CustomerIds userId={user?.idUser} deviceId={device} />
      <Button block onClick={close}>
        {t`Done`}
      </Button>
    </div>
  )
}
