/**
 * Line icons (24 px grid, stroke = currentColor). Module descriptors name icons by these keys;
 * an unknown name draws a neutral dot instead of failing.
 */
/** A path of a multi-part icon: `solid` fills without a stroke, `dot` fills and strokes. */
interface Shape {
  d: string
  fill?: 'solid' | 'dot'
  /** Overrides the set's 1.8. */
  strokeWidth?: number
}

const paths: Record<string, string | Shape[]> = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'M15 5l-7 7 7 7',
  forward: 'M9 5l7 7-7 7',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7S10.5 3 8 3.5 7.5 7 12 7zm0 0s1.5-4 4-3.5S16.5 7 12 7z',
  bonus: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  file: 'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h6',
  phone:
    'M21 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.1 4.2 2 2 0 0 1 3.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L7.1 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.8 2z',
  map: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  maps: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  cart: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1zM17 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z',
  basket:
    'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1zM17 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z',
  bell: 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0',
  catalog: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  delivery:
    'M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  actions:
    'M19 5 5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  percent:
    'M19 5 5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  message: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  feedback: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8 9h8M8 13h5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  booking: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  wallet: 'M3 7h18v13H3zM3 7l13-4v4M16 13.5h2',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  referral:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M22 11h-6',
  stamp: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8.5 12.5l2.5 2.5 4.5-5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  refresh: 'M21 12a9 9 0 1 1-2.6-6.4L21 8M21 3v5h-5',
  chevron: 'M9 5l7 7-7 7',
  search: [{ d: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4', strokeWidth: 2 }],
  locate: [
    {
      d: 'M12 2v3M12 19v3M2 12h3M19 12h3M6 12a6 6 0 1 0 12 0 6 6 0 1 0-12 0z',
      strokeWidth: 2,
    },
    { d: 'M9.5 12a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0z', fill: 'solid' },
  ],
  'close-bold': [{ d: 'M6 6l12 12M18 6L6 18', strokeWidth: 2.2 }],
  edit: [{ d: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4', strokeWidth: 2 }],
  erase: [{ d: 'M21 5H9l-6 7 6 7h12zM17 9l-6 6M11 9l6 6', strokeWidth: 2 }],
  // Order statuses (spec §4: new a dot, process a clock, done a check, cancel a cross).
  'status-new': [{ d: 'M7 12a5 5 0 1 0 10 0 5 5 0 1 0-10 0z', fill: 'solid' }],
  'status-process': [{ d: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0zM12 7v5l3 3', strokeWidth: 2 }],
  'status-done': [{ d: 'M5 12.5l4.5 4.5L19 7.5', strokeWidth: 2.4 }],
  'status-cancel': [{ d: 'M6 6l12 12M18 6L6 18', strokeWidth: 2.4 }],
  // The sign-in success mark (drawn on a 48 grid before, halved here).
  'success-mark': [
    { d: 'M1 12a11 11 0 1 0 22 0 11 11 0 1 0-22 0z', strokeWidth: 1.5 },
    { d: 'M7 12.5l3.5 3.5 6.5-7.5', strokeWidth: 1.75 },
  ],
  // Home buttons and social networks (moved from modules/home).
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
}

const fallback = 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'

export const iconNames = Object.keys(paths)

function shapesOf(name: string): Shape[] {
  const icon = paths[name] ?? fallback
  return typeof icon === 'string' ? [{ d: icon }] : icon
}

export function Icon({
  name,
  size = 24,
  label,
  className,
}: {
  name: string
  size?: number
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string
  className?: string
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {shapesOf(name).map((shape) => (
        <path
          key={shape.d}
          d={shape.d}
          fill={shape.fill ? 'currentColor' : undefined}
          stroke={shape.fill === 'solid' ? 'none' : undefined}
          strokeWidth={shape.strokeWidth}
        />
      ))}
    </svg>
  )
}
