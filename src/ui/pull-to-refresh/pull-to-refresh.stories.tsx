import type { Meta, StoryObj } from '@storybook/react-vite'
import { PullToRefresh } from './pull-to-refresh.tsx'

const meta = {
  // axe: scrollable-region-focusable — the demo's scroll area holds no focusable content (the
  // component makes no region focusable); reported for wt-a11y6, a warning until then.
  parameters: { a11y: { test: 'todo' } },
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
      <div style={{ height: 400, overflow: 'auto', border: '1px solid #ddd' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PullToRefresh>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Disabled: Story = { args: { disabled: true } }
