import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SafeHtml } from '../../src/ui/html/safe-html.tsx'
import { sanitizeHtml } from '../../src/ui/html/sanitize.ts'

afterEach(cleanup)

const evil =
  '<p>Привет</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2" alt="фото">' +
  '<a href="javascript:alert(1)">плохая</a><a href="https://example.com" target="_self">хорошая</a>' +
  '<iframe src="https://evil.example"></iframe><p style="position:fixed" onclick="x()">текст</p>'

describe('SafeHtml', () => {
  it('keeps scripts, handlers, javascript: urls and frames out of the DOM', () => {
    const { container } = render(<SafeHtml html={evil} />)
    expect(screen.getByText('Привет')).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(container.querySelector('[onclick]')).toBeNull()
    expect(container.querySelector('[style]')).toBeNull()
    expect(screen.getByRole('img', { name: 'фото' })).toBeInTheDocument()
    expect(screen.getByText('плохая')).not.toHaveAttribute('href')
    expect(container.innerHTML).not.toContain('javascript:')
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })

  it('opens links in a new tab with rel=noopener', () => {
    render(<SafeHtml html={evil} />)
    const link = screen.getByRole('link', { name: 'хорошая' })
    expect(link).toHaveAttribute('href', 'https://example.com')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('keeps call and mail links in place', () => {
    render(<SafeHtml html='<a href="tel:+79161234567" target="_blank">позвонить</a>' />)
    const link = screen.getByRole('link', { name: 'позвонить' })
    expect(link).toHaveAttribute('href', 'tel:+79161234567')
    expect(link).not.toHaveAttribute('target')
  })

  it('sets its text by the typograph, text only: links, tags and code stay as they are', () => {
    const html =
      '<p>Пицца на 15 % дешевле в приложении. <a href="https://example.com/a b">Ссылка на сайт</a></p>' +
      '<p><code>в x</code></p><p>&lt;b&gt;в тексте&lt;/b&gt;</p>'
    const { container } = render(<SafeHtml html={html} />)
    expect(screen.getByText(/^Пицца/).textContent).toBe(
      'Пицца на\u00a015\u00a0% дешевле в\u00a0приложении. Ссылка на\u00a0сайт',
    )
    expect(screen.getByRole('link', { name: /Ссылка/ })).toHaveAttribute(
      'href',
      'https://example.com/a b',
    )
    expect(screen.getByText('в x').tagName).toBe('CODE')
    // an escaped tag in the text stays text
    expect(screen.getByText('<b>в тексте</b>')).toBeInTheDocument()
    expect(container.querySelector('b')).toBeNull()
  })

  it('renders nothing for empty content', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })
})
