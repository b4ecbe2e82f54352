/**
 * Every module's slot widgets and popups, taken from the registry at render time (the module's
 * descriptor names its slots), so a new widget shows here without a new story.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ModulePopup, ModuleSlots } from '../story-kit.tsx'

const meta: Meta = { title: 'Screens/Slot widgets', tags: ['screen'] }
export default meta

const slots = (module: string): StoryObj => ({ render: () => <ModuleSlots module={module} /> })

export const Actions = slots('actions')
export const Auth = slots('auth')
export const Bonus = slots('bonus')
export const Booking = slots('booking')
export const Catalog = slots('catalog')
export const Getwallet = slots('getwallet')
export const Gifts = slots('gifts')
export const News = slots('news')
export const Notifications = slots('notifications')
export const Pages = slots('pages')
export const Referral = slots('referral')
export const Specialoffer = slots('specialoffer')
export const Stampcard = slots('stampcard')
export const Update = slots('update')
export const PagePopup: StoryObj = {
  render: () => <ModulePopup module="pages" popup="page" />,
}
export const RelatedPopup: StoryObj = {
  render: () => <ModulePopup module="related" popup="choose" />,
}
