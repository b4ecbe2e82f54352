/**
 * The icon names TypeScript knows: name -> true. Empty here; filled by declaration merging, like
 * `AppEvents` (core/events.ts): `ui/icon` declares the shell's icons, and each module declares
 * the ones it registers in its own `icons.ts` (`registerIcons`, see src/ui/icon/icon.tsx).
 * Core only needs the name type (a tab or menu entry names its icon); the drawings live in ui.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface IconNames {}

/** A declared icon name: `<Icon name="qr" />`, a descriptor's `tab: { icon: 'qr' }`. */
export type IconName = keyof IconNames & string
