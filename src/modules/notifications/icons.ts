/** The notifications module's icons (ui/icon registry; docs/style.md, Icons). */
import { registerIcons, type IconNamesOf } from '../../ui/icon/icon.tsx'

export const notificationsIcons = registerIcons({
  bell: 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0',
})

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof notificationsIcons> {}
}
