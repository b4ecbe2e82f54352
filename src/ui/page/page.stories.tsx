import type { Meta, StoryObj } from '@storybook/react-vite'
import { Navbar } from '../navbar/navbar.tsx'
import { Page } from './page.tsx'

const meta = {
  title: 'UI/Page',
  component: Page,
  args: {
    navbar: <Navbar title="Контакты" backHref="/" />,
    children: Array.from({ length: 40 }, (_, i) => (
      <p key={i} style={{ padding: '0 16px' }}>
        Абзац {i + 1}
      </p>
    )),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 600, width: 390, border: '1px solid #ddd' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
