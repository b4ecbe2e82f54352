import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon } from '../icon/icon.tsx'
import { List, ListItem } from './list.tsx'

const icon = <Icon name="home" />

const meta = {
  title: 'UI/List',
  component: List,
  args: { children: null },
} satisfies Meta<typeof List>

export default meta
type Story = StoryObj<typeof meta>

export const Rows: Story = {
  render: () => (
    <List label="Страницы">
      <ListItem icon={icon} title="О компании" onClick={() => {}} />
      <ListItem
        icon={icon}
        title="Условия программы лояльности и обработки персональных данных"
        subtitle="Обновлено вчера"
        href="/pages/2"
      />
      <ListItem title="Сайт" href="https://example.com" external />
      <ListItem title="Версия" after="1.2.2" />
    </List>
  ),
}

export const Inset: Story = {
  render: () => (
    <List inset label="Язык">
      <ListItem
        title="Русский"
        lang="ru"
        control={<input type="radio" name="l" defaultChecked />}
      />
      <ListItem title="English" lang="en" control={<input type="radio" name="l" />} />
    </List>
  ),
}
