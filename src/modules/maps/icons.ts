/** The maps module's icons (ui/icon registry; docs/style.md, Icons). */
import { registerIcons, type IconNamesOf } from '../../ui/icon/icon.tsx'

export const mapsIcons = registerIcons({
  'maps-tab': 'M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5L9 4zM9 4v13.5M15 6.5V20',
  'maps-locate': [
    {
      d: 'M12 2v3M12 19v3M2 12h3M19 12h3M6 12a6 6 0 1 0 12 0 6 6 0 1 0-12 0z',
      strokeWidth: 2,
    },
    { d: 'M9.5 12a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0z', fill: 'solid' },
  ],
})

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof mapsIcons> {}
}
