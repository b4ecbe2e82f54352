/** Icons of home buttons and social networks: registered in ui/icon (docs/style.md, Icons); decorative. */
import type { ReactNode } from 'react'
import { Icon, registerIcons, type IconNamesOf } from '../../ui/icon/icon.tsx'
import type { HomeButtonType, SocialType } from './settings.ts'

export const homeIcons = registerIcons({
  'home-phone':
    'M5 4h3.5l1.6 4-2.2 1.4a11 11 0 0 0 6.7 6.7l1.4-2.2 4 1.6V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z',
  'home-feedback':
    'M4 5h16v11H9l-5 4zM12 7.8l.9 1.9 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2L9.1 10l2-.3z',
  'home-site':
    'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  telegram: [
    {
      d: 'M21.4 3.6 2.9 10.7c-1.1.4-1.1 1.2 0 1.5l4.6 1.5 1.8 5.5c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.5-1.5zM9 13.5l9-5.7c.5-.3.9-.1.5.2l-7.5 6.8-.3 3.2z',
      fill: 'solid',
    },
  ],
  whatsapp:
    'M4 20l1.3-4.2A8.5 8.5 0 1 1 8.4 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.8-2-1-1 1c-1.2-.5-2.2-1.5-2.7-2.7l1-1-1-2z',
  viber:
    'M12 3c4.8 0 8 2 8 7.5S16.8 18 12 18l-3 3v-3.4C5.6 16.7 4 14.3 4 10.5 4 5 7.2 3 12 3zM9.5 8c0 3 2.2 5.5 5 5.5l.8-1.3-1.6-.9-.8.7c-.9-.4-1.6-1.1-2-2l.7-.8-.8-1.6z',
  instagram: [
    {
      d: 'M8.5 3.5h7a5 5 0 0 1 5 5v7a5 5 0 0 1-5 5h-7a5 5 0 0 1-5-5v-7a5 5 0 0 1 5-5zM8 12a4 4 0 1 0 8 0 4 4 0 1 0-8 0z',
    },
    { d: 'M16.6 6.8a.6.6 0 1 0 1.2 0 .6.6 0 1 0-1.2 0z', fill: 'dot' },
  ],
  vk: [
    {
      d: 'M12.9 17.5C6.8 17.5 3.4 13.3 3.3 6.5h3c.1 5 2.3 7.1 4.1 7.5V6.5h2.8v4.3c1.7-.2 3.6-2.2 4.2-4.3h2.8c-.5 2.6-2.4 4.6-3.8 5.4 1.4.7 3.6 2.4 4.4 5.6h-3.1c-.7-2.1-2.3-3.7-4.5-4v4z',
      fill: 'solid',
    },
  ],
  facebook: [
    {
      d: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z',
      fill: 'solid',
    },
  ],
  odnoklassniki:
    'M8.5 7.5a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0zM7.5 12.8c2.8 1.8 6.2 1.8 9 0M12 14.8v.2M8.5 20l3.5-4.5 3.5 4.5',
  tiktok: [
    {
      d: 'M16.6 5.8A4.4 4.4 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-1.8-2.5V9.7a5.7 5.7 0 1 0 4.9 5.7V9.1a7.4 7.4 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.2-1.6z',
      fill: 'solid',
    },
  ],
})

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof homeIcons> {}
}

export const buttonIcons: Record<HomeButtonType, ReactNode> = {
  phone: <Icon name="home-phone" />,
  feedback: <Icon name="home-feedback" />,
  site: <Icon name="home-site" />,
  telegram: <Icon name="telegram" />,
  whatsapp: <Icon name="whatsapp" />,
  viber: <Icon name="viber" />,
}

export const socialIcons: Record<SocialType, ReactNode> = {
  tg: <Icon name="telegram" />,
  insta: <Icon name="instagram" />,
  vk: <Icon name="vk" />,
  fb: <Icon name="facebook" />,
  ok: <Icon name="odnoklassniki" />,
  tt: <Icon name="tiktok" />,
}
