/** Inline icons of home buttons and social networks (no icon font, no network). */
import type { ReactNode } from 'react'
import type { HomeButtonType, SocialType } from './settings.ts'

function Svg({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

const telegram = (
  <Svg filled>
    <path d="M21.4 3.6 2.9 10.7c-1.1.4-1.1 1.2 0 1.5l4.6 1.5 1.8 5.5c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.5-1.5zM9 13.5l9-5.7c.5-.3.9-.1.5.2l-7.5 6.8-.3 3.2z" />
  </Svg>
)

export const buttonIcons: Record<HomeButtonType, ReactNode> = {
  phone: (
    <Svg>
      <path d="M5 4h3.5l1.6 4-2.2 1.4a11 11 0 0 0 6.7 6.7l1.4-2.2 4 1.6V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />
    </Svg>
  ),
  feedback: (
    <Svg>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="m12 7.8.9 1.9 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2L9.1 10l2-.3z" />
    </Svg>
  ),
  site: (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </Svg>
  ),
  telegram,
  whatsapp: (
    <Svg>
      <path d="M4 20l1.3-4.2A8.5 8.5 0 1 1 8.4 19z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.8-2-1-1 1c-1.2-.5-2.2-1.5-2.7-2.7l1-1-1-2z" />
    </Svg>
  ),
  viber: (
    <Svg>
      <path d="M12 3c4.8 0 8 2 8 7.5S16.8 18 12 18l-3 3v-3.4C5.6 16.7 4 14.3 4 10.5 4 5 7.2 3 12 3z" />
      <path d="M9.5 8c0 3 2.2 5.5 5 5.5l.8-1.3-1.6-.9-.8.7c-.9-.4-1.6-1.1-2-2l.7-.8-.8-1.6z" />
    </Svg>
  ),
}

export const socialIcons: Record<SocialType, ReactNode> = {
  tg: telegram,
  insta: (
    <Svg>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </Svg>
  ),
  vk: (
    <Svg filled>
      <path d="M12.9 17.5C6.8 17.5 3.4 13.3 3.3 6.5h3c.1 5 2.3 7.1 4.1 7.5V6.5h2.8v4.3c1.7-.2 3.6-2.2 4.2-4.3h2.8c-.5 2.6-2.4 4.6-3.8 5.4 1.4.7 3.6 2.4 4.4 5.6h-3.1c-.7-2.1-2.3-3.7-4.5-4v4z" />
    </Svg>
  ),
  fb: (
    <Svg filled>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z" />
    </Svg>
  ),
  ok: (
    <Svg>
      <circle cx="12" cy="7.5" r="3.5" />
      <path d="M7.5 12.8c2.8 1.8 6.2 1.8 9 0M12 14.8v.2M8.5 20l3.5-4.5 3.5 4.5" />
    </Svg>
  ),
  tt: (
    <Svg filled>
      <path d="M16.6 5.8A4.4 4.4 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-1.8-2.5V9.7a5.7 5.7 0 1 0 4.9 5.7V9.1a7.4 7.4 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.2-1.6z" />
    </Svg>
  ),
}
