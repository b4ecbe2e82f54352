/**
 * The user id and device id shown under a code at the till (spec accounts §2 Bonus popup, Gifts
 * and coupons): each line only when there is a value.
 */
import { useLingui } from '@lingui/react/macro'
import './customer-ids.css'

export function CustomerIds({
  userId,
  deviceId,
}: {
  userId?: number | string | null
  deviceId?: string | null
}) {
  const { t } = useLingui()
  return (
    <dl className="ui-customer-ids">
      {userId ? (
        <div>
          <dt>{t`User ID`}</dt>
          <dd>{String(userId)}</dd>
        </div>
      ) : null}
      {deviceId ? (
        <div>
          <dt>{t`Device ID`}</dt>
          <dd>{deviceId}</dd>
        </div>
      ) : null}
    </dl>
  )
}
