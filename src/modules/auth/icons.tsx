/** The auth module's icons: registered in ui/icon (docs/style.md, Icons); decorative, aria-hidden. */
import { Icon, registerIcons, type IconNamesOf } from '../../ui/icon/icon.tsx'

export const authIcons = registerIcons({
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  edit: [{ d: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4', strokeWidth: 2 }],
  erase: [{ d: 'M21 5H9l-6 7 6 7h12zM17 9l-6 6M11 9l6 6', strokeWidth: 2 }],
  'success-mark': [
    { d: 'M1 12a11 11 0 1 0 22 0 11 11 0 1 0-22 0z', strokeWidth: 1.5 },
    { d: 'M7 12.5l3.5 3.5 6.5-7.5', strokeWidth: 1.75 },
  ],
})

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof authIcons> {}
}

export const EditIcon = () => <Icon name="edit" />
export const EraseIcon = () => <Icon name="erase" />
