export { resetPoints } from './store.ts'
export { BonusConfirmButton, CheckoutSubmitButton } from './tab-buttons.tsx'
