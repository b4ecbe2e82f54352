export { receiveGate } from './gate.ts'
export { openReceivePopup } from './open.ts'
export { OpeningHoursInfo } from './hours-info.tsx'
export { ReceiveSelect } from './receive-select.tsx'
export { receiveChoiceMissing } from './rules.ts'
export {
  availableReceiveTypes,
  initReceive,
  receive,
  receiveBranch,
  setBranches,
  setPickup,
  setReceiveType,
  useReceive,
  useReceiveContext,
} from './store.ts'
export type { ReceiveType } from './store.ts'
export { deliveryTexts } from './texts.ts'
export { DeliveryZoneMap } from './zone-map.tsx'
export { checkZone, zoneTexts } from './zones.ts'
