/** The sign-in steps as routes of the auth module (the steps themselves: Modules/Auth). */
import type { Meta } from '@storybook/react-vite'
import { screen } from '../story-kit.tsx'

const meta: Meta = { title: 'Screens/Sign-in', tags: ['screen'] }
export default meta

export const Phone = screen('/auth')
export const Password = screen('/auth/password')
export const Code = screen('/auth/pincode')
export const Pin = screen('/auth/pin')
export const Registration = screen('/registration')
