import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, buttonClass } from './button.tsx'

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Продолжить', variant: 'primary' },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const LinkLook: Story = { args: { variant: 'link', children: 'Подробнее' } }
export const Loading: Story = { args: { loading: true } }
export const Block: Story = {
  args: { block: true, children: 'Очень длинная русская надпись на кнопке, которая переносится' },
}
export const AsAnchor: Story = {
  render: () => (
    <a className={buttonClass({ variant: 'secondary' })} href="https://example.com">
      Сайт
    </a>
  ),
}
