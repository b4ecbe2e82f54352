import type { Meta, StoryObj } from '@storybook/react-vite'
import { PullToRefresh } from './pull-to-refresh.tsx'

const meta = {
  title: 'UI/PullToRefresh',
  component: PullToRefresh,
  args: {
    onRefresh: () => new Promise((resolve) => setTimeout(resolve, 1500)),
    children: (
      <div style={{ padding: 16, height: 600 }}>
        Потяните вниз, чтобы обновить (мышью тоже можно).
      </div>
    ),
  },
  decorators: [
    (Story) => (
      // The scroll box is the page's (ui/page): focusable and named, as Page makes its own.
      <div
        role="group"
        aria-label="Обновляемый список"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box the keyboard must reach (axe scrollable-region-focusable)
        tabIndex={0}
        style={{ height: 400, overflow: 'auto', border: '1px solid #ddd' }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PullToRefresh>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Disabled: Story = { args: { disabled: true } }
