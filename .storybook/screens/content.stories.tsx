/** Content and services: news, actions, feedback, booking, maps. */
import type { Meta } from '@storybook/react-vite'
import { screen } from '../story-kit.tsx'

const meta: Meta = { title: 'Screens/Content and services', tags: ['screen'] }
export default meta

export const News = screen('/news/')
export const Actions = screen('/actions/')
export const Feedback = screen('/feedback/')
export const FeedbackList = screen('/feedback/list')
export const Booking = screen('/booking/')
export const Maps = screen('/maps/')
