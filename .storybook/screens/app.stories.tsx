/** The shell's own screens with the brand's data: home, contacts, menu, settings, side menu. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Phone, screen } from '../story-kit.tsx'

const meta: Meta = { title: 'Screens/App', tags: ['screen'] }
export default meta

// `snapshot` (written out: the tag filter reads it from the file): compared with a baseline
// picture per brand (.storybook/vitest.snapshots.ts)
export const Home: StoryObj = { ...screen('/'), tags: ['snapshot'] }
export const HomeSignedIn: StoryObj = {
  ...screen('/'),
  tags: ['snapshot'],
  globals: { user: 'member' },
}
export const Contacts = screen('/home/contacts')
export const Menu = screen('/menu/')
export const Settings = screen('/settings/')
/**
 * axe (a known component issue, reported to wt-a11y6; a warning until fixed): on desktop the
 * special offer tiles fail label-content-name-mismatch (aria-label differs from the visible text).
 */
const knownIssue = { a11y: { test: 'todo' } } as const

export const SideMenu: StoryObj = {
  render: () => <Phone path="/" panel />,
}
export const Desktop = screen('/', {
  parameters: knownIssue,
  globals: { viewport: { value: 'desktop', isRotated: false } },
})
