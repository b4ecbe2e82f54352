export { placeOrder } from './api.ts'
export type { AdditionalAction, PlaceOrderAnswer } from './api.ts'
export { checkOrderStatus, initOrderStatus, trackOrder } from './status-store.ts'
export type { Order } from './types.ts'
