/** The install hint's icons (ui/icon registry; docs/style.md, Icons). */
import { registerIcons, type IconNamesOf } from '../ui/icon/icon.tsx'

export const installIcons = registerIcons({
  // an arrow down into a tray
  install: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19h14',
  // iOS Safari's share button: a box with an arrow up out of it
  'ios-share': 'M12 3v12M8 7l4-4 4 4M8 10H6v10h12V10h-2',
  // iOS's «На экран Домой» item: a plus in a rounded square
  // the last step: «Добавить»
  'install-check': 'M5 12.5 9.5 17 19 7.5',
  'add-square':
    'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM12 8v8M8 12h8',
})

declare module '../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof installIcons> {}
}
