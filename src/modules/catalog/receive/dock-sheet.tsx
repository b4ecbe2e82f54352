/** The sheet docked at the bottom of the map: shared with the branch map, src/ui/sheet. */
export { DockSheet, type DockSheetProps } from '../../../ui/sheet/dock-sheet.tsx'
