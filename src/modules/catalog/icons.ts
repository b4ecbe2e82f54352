/** The catalog module's icons (ui/icon registry; docs/style.md, Icons). */
import { registerIcons, type IconNamesOf } from '../../ui/icon/icon.tsx'

export const catalogIcons = registerIcons({
  catalog: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  delivery:
    'M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  /** The order history: a receipt (the points history has the clock). */
  orders: 'M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21zM9.5 8h5M9.5 12h5M9.5 16h3',
  'status-new': [{ d: 'M7 12a5 5 0 1 0 10 0 5 5 0 1 0-10 0z', fill: 'solid' }],
  'status-process': [{ d: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0zM12 7v5l3 3', strokeWidth: 2 }],
  'status-done': [{ d: 'M5 12.5l4.5 4.5L19 7.5', strokeWidth: 2.4 }],
  'status-cancel': [{ d: 'M6 6l12 12M18 6L6 18', strokeWidth: 2.4 }],
  locate: [
    {
      d: 'M12 2v3M12 19v3M2 12h3M19 12h3M6 12a6 6 0 1 0 12 0 6 6 0 1 0-12 0z',
      strokeWidth: 2,
    },
    { d: 'M9.5 12a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0z', fill: 'solid' },
  ],
  map: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  basket:
    'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1zM17 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z',
  search: [{ d: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4', strokeWidth: 2 }],
})

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof catalogIcons> {}
}
