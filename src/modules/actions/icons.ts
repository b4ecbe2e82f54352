/** The actions module's icons (ui/icon registry; docs/style.md, Icons). */
import { registerIcons, type IconNamesOf } from '../../ui/icon/icon.tsx'

export const actionsIcons = registerIcons({
  /** Promotions: a price tag (the promo-code entry has the percent sign). */
  actions:
    'M3 4v7.2a1 1 0 0 0 .3.7l9.3 9.3a1 1 0 0 0 1.4 0l6.8-6.8a1 1 0 0 0 0-1.4L11.5 3.3a1 1 0 0 0-.7-.3H4a1 1 0 0 0-1 1zM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
})

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof actionsIcons> {}
}
