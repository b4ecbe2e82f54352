import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './skeleton.tsx'

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { variant: 'lines', count: 3, label: 'Загрузка' },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Lines: Story = {}
export const Cards: Story = { args: { variant: 'cards', count: 2 } }
