import type { Meta, StoryObj } from '@storybook/react-vite'
import { SafeHtml } from './safe-html.tsx'

/** A picture of its own (an inline SVG), so the story needs no image service. */
const picture =
  'data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 width=%2764%27 height=%2764%27%3E' +
  '%3Crect width=%2764%27 height=%2764%27 fill=%27%23d33%27/%3E%3C/svg%3E'

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  args: {
    html:
      '<h2>О компании</h2><p>Мы готовим <b>с 2010 года</b>. <a href="https://example.com">Сайт</a></p>' +
      // a picture with a script in its error handler (the handler goes, the picture stays)
      `<img src="${picture}" onerror="alert(1)" alt="Красный квадрат">` +
      '<script>alert(1)</script>' +
      '<p><a href="javascript:alert(1)">Опасная ссылка</a></p>',
  },
} satisfies Meta<typeof SafeHtml>

export default meta
type Story = StoryObj<typeof meta>

export const Sanitised: Story = {}
