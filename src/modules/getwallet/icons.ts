/** The getwallet module's icons (ui/icon registry; docs/style.md, Icons). */
import { registerIcons, type IconNamesOf } from '../../ui/icon/icon.tsx'

export const getwalletIcons = registerIcons({
  wallet: 'M3 7h18v13H3zM3 7l13-4v4M16 13.5h2',
})

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof getwalletIcons> {}
}
