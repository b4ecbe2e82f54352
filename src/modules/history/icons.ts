/** The history module's icons (ui/icon registry; docs/style.md, Icons). */
import { registerIcons, type IconNamesOf } from '../../ui/icon/icon.tsx'

export const historyIcons = registerIcons({
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2',
  /** The points as a tab (spb's «Бонусы»): a stack of coins. */
  points:
    'M12 9c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3zM4 6v4.5c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 10.5V15c0 1.7 3.6 3 8 3s8-1.3 8-3v-4.5M4 15v3c0 1.7 3.6 3 8 3s8-1.3 8-3v-3',
})

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof historyIcons> {}
}
