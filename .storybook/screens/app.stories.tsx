/** The shell's own screens with the brand's data: home, contacts, menu, settings, side menu. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Phone, screen } from '../story-kit.tsx'

const meta: Meta = { title: 'Screens/App', tags: ['screen'] }
export default meta

export const Home = screen('/', { tags: ['snapshot'] })
export const Contacts = screen('/home/contacts')
export const Menu = screen('/menu/')
export const Settings = screen('/settings/')
export const SideMenu: StoryObj = { render: () => <Phone path="/" panel /> }
export const Desktop = screen('/', {
  globals: { viewport: { value: 'desktop', isRotated: false } },
})
