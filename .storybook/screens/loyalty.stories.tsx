/** Loyalty screens: bonus card, history, gifts, referral, notifications, profile. */
import type { Meta } from '@storybook/react-vite'
import { firstRecorded, screen } from '../story-kit.tsx'

const meta: Meta = { title: 'Screens/Loyalty', tags: ['screen'] }
export default meta

export const Bonus = screen('/bonus/')
export const History = screen('/history/', { tags: ['snapshot'] })
export const Operation = screen(
  () => `/history/body/${firstRecorded('POST operation-history', 'operationHistory')}`,
)
export const Gifts = screen('/gifts/', { tags: ['snapshot'] })
export const Gift = screen(() => `/gifts/body/gift-${firstRecorded('GET get-coupons', 'gift')}`)
export const Referral = screen('/referral')
export const Notifications = screen('/notifications/')
export const Profile = screen('/profile/', { tags: ['snapshot'] })
export const ProfileEdit = screen('/profile/edit')
