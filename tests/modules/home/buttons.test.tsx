import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { on } from '../../../src/core/events.ts'
import { buttonTarget, pairButtons, webUrl } from '../../../src/modules/home/buttons.ts'
import { HomeButtons } from '../../../src/modules/home/home-buttons.tsx'
import type { HomeButton } from '../../../src/modules/home/settings.ts'
import { SocialLinks } from '../../../src/modules/home/social-links.tsx'
import { renderI18n } from '../../ui/i18n-render.tsx'

describe('pairButtons', () => {
  it('lays buttons out in pairs, with a single last one when the count is odd', () => {
    expect(pairButtons([])).toEqual([])
    expect(pairButtons([1, 2, 3, 4])).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(pairButtons([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]])
    expect(pairButtons([1])).toEqual([[1]])
  })
})

describe('buttonTarget', () => {
  it('calls a number, or opens the contacts page without one', () => {
    expect(buttonTarget({ type: 'phone', value: '+7 (916) 123-45-67' })).toEqual({
      kind: 'call',
      href: 'tel:+79161234567',
    })
    expect(buttonTarget({ type: 'phone' })).toEqual({ kind: 'internal', href: '/home/contacts' })
    expect(buttonTarget({ type: 'phone', value: '  ' })).toEqual({
      kind: 'internal',
      href: '/home/contacts',
    })
  })

  it('builds messenger and site links', () => {
    expect(buttonTarget({ type: 'telegram', value: '@pizza_bot' })).toEqual({
      kind: 'external',
      href: 'https://t.me/pizza_bot',
    })
    expect(buttonTarget({ type: 'telegram', value: 't.me/pizza' })).toEqual({
      kind: 'external',
      href: 'https://t.me/pizza',
    })
    expect(buttonTarget({ type: 'whatsapp', value: '+7 916 123-45-67' })).toEqual({
      kind: 'external',
      href: 'https://wa.me/79161234567',
    })
    expect(buttonTarget({ type: 'viber', value: '+79161234567' })).toEqual({
      kind: 'external',
      href: 'viber://chat?number=%2B79161234567',
    })
    expect(buttonTarget({ type: 'site', value: 'pizza.example' })).toEqual({
      kind: 'external',
      href: 'https://pizza.example',
    })
    expect(buttonTarget({ type: 'feedback' })).toEqual({ kind: 'event', event: 'feedback:open' })
  })

  it('refuses links that lead nowhere or run script', () => {
    expect(buttonTarget({ type: 'site' })).toEqual({ kind: 'none' })
    expect(buttonTarget({ type: 'site', value: 'javascript:alert(1)' })).toEqual({ kind: 'none' })
    expect(buttonTarget({ type: 'whatsapp', value: 'нет' })).toEqual({ kind: 'none' })
    expect(webUrl('example.com:8080/menu')).toBe('https://example.com:8080/menu')
  })
})

describe('HomeButtons', () => {
  const four: HomeButton[] = [
    { type: 'phone', value: '+79161234567' },
    { type: 'feedback' },
    { type: 'site', value: 'https://pizza.example' },
    { type: 'telegram', value: 'pizza' },
  ]

  it('shows an even count in pairs, all half width', async () => {
    await renderI18n(<HomeButtons buttons={four} />)
    const list = screen.getByRole('list', { name: 'Контакты и ссылки' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items.filter((i) => i.hasAttribute('data-wide'))).toHaveLength(0)
  })

  it('shows the same button listed twice twice, without a clash of keys (a fuzz finding)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    onTestFinished(() => errors.mockRestore())
    const telegram: HomeButton = { type: 'telegram', title: 'Telegram', value: 'pizza' }
    await renderI18n(<HomeButtons buttons={[telegram, telegram, telegram, telegram]} />)
    expect(screen.getAllByRole('link', { name: 'Telegram' })).toHaveLength(4)
    expect(errors).not.toHaveBeenCalled()
  })

  it('makes the last of an odd count full width', async () => {
    await renderI18n(<HomeButtons buttons={[...four, { type: 'viber', value: '79161234567' }]} />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(5)
    expect(items.map((i) => i.hasAttribute('data-wide'))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ])
    expect(within(items[4]!).getByRole('link', { name: 'Viber' })).toHaveAttribute(
      'href',
      'viber://chat?number=%2B79161234567',
    )
  })

  it('links the phone button without a number to the contacts page', async () => {
    await renderI18n(<HomeButtons buttons={[{ type: 'phone' }]} />)
    const link = screen.getByRole('link', { name: 'Позвонить' })
    expect(link).toHaveAttribute('href', '/home/contacts')
    expect(link).not.toHaveAttribute('target')
  })

  it('uses the titles from settings and opens external links in a new tab', async () => {
    await renderI18n(
      <HomeButtons
        buttons={[
          { type: 'phone', title: 'Доставка', value: '8 800 555-35-35' },
          { type: 'telegram', value: '@pizza' },
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: 'Доставка' })).toHaveAttribute(
      'href',
      'tel:88005553535',
    )
    const tg = screen.getByRole('link', { name: 'Telegram' })
    expect(tg).toHaveAttribute('href', 'https://t.me/pizza')
    expect(tg).toHaveAttribute('target', '_blank')
    expect(tg).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('asks the feedback module to open through an event', async () => {
    const handler = vi.fn()
    const off = on('feedback:open', handler)
    await renderI18n(<HomeButtons buttons={[{ type: 'feedback' }]} />)
    await userEvent.click(screen.getByRole('button', { name: 'Оставить отзыв' }))
    expect(handler).toHaveBeenCalledTimes(1)
    off()
  })

  it('leaves out buttons that lead nowhere, and renders nothing without buttons', async () => {
    const { container } = await renderI18n(<HomeButtons buttons={[{ type: 'site' }]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('SocialLinks', () => {
  it('names every network in the reader’s language', async () => {
    await renderI18n(
      <SocialLinks
        links={[
          { type: 'tg', link: 'https://t.me/pizza' },
          { type: 'insta', link: 'https://instagram.com/pizza' },
          { type: 'vk', link: 'vk.com/pizza' },
          { type: 'fb', link: 'https://facebook.com/pizza' },
          { type: 'ok', link: 'https://ok.ru/pizza' },
          { type: 'tt', link: 'https://tiktok.com/@pizza' },
          { type: 'vk', link: 'javascript:alert(1)' },
        ]}
      />,
    )
    const list = screen.getByRole('list', { name: 'Социальные сети' })
    const links = within(list).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Telegram',
      'Instagram',
      'ВКонтакте',
      'Facebook',
      'Одноклассники',
      'TikTok',
    ])
    expect(screen.getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute(
      'href',
      'https://vk.com/pizza',
    )
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.querySelector('svg')).not.toBeNull()
    }
  })

  it('shows a network and link repeated in the settings once (found by the settings fuzz)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderI18n(
      <SocialLinks
        links={[
          { type: 'vk', link: 'https://vk.com/pizza' },
          { type: 'vk', link: 'https://vk.com/pizza' },
          { type: 'vk', link: 'https://vk.com/pizza-spb' },
        ]}
      />,
    )
    const links = within(screen.getByRole('list', { name: 'Социальные сети' })).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://vk.com/pizza',
      'https://vk.com/pizza-spb',
    ])
    // React warns about duplicate keys through console.error
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })

  it('leaves out a link a home button above already opens (pizzeria-msk: Telegram twice, session 17)', async () => {
    await renderI18n(
      <SocialLinks
        buttons={[
          { type: 'site', title: 'Сайт', value: 'https://example.org/pizzeria' },
          { type: 'telegram', title: 'Telegram', value: 'https://t.me/example_pizzeria' },
        ]}
        links={[
          { type: 'vk', link: 'https://vk.com/example_pizzeria' },
          { type: 'tg', link: 't.me/example_pizzeria/' },
          { type: 'ok', link: 'https://ok.ru/example_pizzeria' },
        ]}
      />,
    )
    const list = screen.getByRole('list', { name: 'Социальные сети' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.getAttribute('aria-label')),
    ).toEqual(['ВКонтакте', 'Одноклассники'])
  })
})
