import type { Meta, StoryObj } from '@storybook/react-vite'
import { SafeHtml } from './safe-html.tsx'

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  args: {
    html:
      '<h2>О компании</h2><p>Мы готовим <b>с 2010 года</b>. <a href="https://example.com">Сайт</a></p>' +
      '<img src="x" onerror="alert(1)" alt=""><script>alert(1)</script>' +
      '<p><a href="javascript:alert(1)">Опасная ссылка</a></p>',
  },
} satisfies Meta<typeof SafeHtml>

export default meta
type Story = StoryObj<typeof meta>

export const Sanitised: Story = {}
