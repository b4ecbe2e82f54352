import type { Meta, StoryObj } from '@storybook/react-vite'
import { HomeButtons } from './home-buttons.tsx'
import './home.css'
import { SocialLinks } from './social-links.tsx'

const meta = {
  title: 'Modules/Home/Buttons',
  component: HomeButtons,
  args: {
    buttons: [
      { type: 'phone', value: '+7 495 120-45-67' },
      { type: 'feedback' },
      { type: 'site', value: 'example.org' },
      { type: 'telegram', value: '@example' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HomeButtons>

export default meta
type Story = StoryObj<typeof meta>

export const Even: Story = {}
export const OddLastFullWidth: Story = {
  args: {
    buttons: [
      { type: 'phone' },
      { type: 'whatsapp', value: '79161234567', title: 'Написать в WhatsApp менеджеру' },
      { type: 'viber', value: '79161234567' },
    ],
  },
}
export const WithSocialLinks: Story = {
  render: (args) => (
    <>
      <HomeButtons {...args} />
      <SocialLinks
        links={[
          { type: 'tg', link: 'https://t.me/example' },
          { type: 'insta', link: 'https://instagram.com/example' },
          { type: 'vk', link: 'https://vk.com/example' },
          { type: 'fb', link: 'https://facebook.com/example' },
          { type: 'ok', link: 'https://ok.ru/example' },
          { type: 'tt', link: 'https://tiktok.com/@example' },
        ]}
      />
    </>
  ),
}
