import type { Meta, StoryObj } from '@storybook/react-vite'
import { CloseIcon, Navbar, NavbarButton } from './navbar.tsx'

const meta = {
  title: 'UI/Navbar',
  component: Navbar,
  args: { title: 'Настройки', backHref: '/' },
} satisfies Meta<typeof Navbar>

export default meta
type Story = StoryObj<typeof meta>

export const WithBack: Story = {}
export const LongTitle: Story = {
  args: { title: 'Условия программы лояльности и политика обработки персональных данных' },
}
export const WithClose: Story = {
  args: {
    backHref: undefined,
    level: 2,
    right: (
      <NavbarButton label="Закрыть" onClick={() => {}}>
        <CloseIcon />
      </NavbarButton>
    ),
  },
}
