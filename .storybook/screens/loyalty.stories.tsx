/** Loyalty screens: bonus card, history, gifts, referral, notifications, profile. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { firstRecorded, screen } from '../story-kit.tsx'

const meta: Meta = { title: 'Screens/Loyalty', tags: ['screen'] }
export default meta

export const Bonus = screen('/bonus/')
export const History = screen('/history/')
export const Operation = screen(
  () => `/history/body/${firstRecorded('POST operation-history', 'operationHistory')}`,
)
export const Gifts: StoryObj = { ...screen('/gifts/'), tags: ['snapshot'] }
export const Gift = screen(() => `/gifts/body/gift-${firstRecorded('GET get-coupons', 'gift')}`)
export const Referral = screen('/referral')
export const Notifications = screen('/notifications/')
export const Profile = screen('/profile/')
export const ProfileSignedIn: StoryObj = {
  ...screen('/profile/'),
  tags: ['snapshot'],
  globals: { user: 'member' },
}
export const ProfileEdit = screen('/profile/edit')
