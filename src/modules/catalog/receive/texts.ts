/** Texts of the delivery/pickup choice (spec catalog §2 elements 8, 9; §5; shell-data §8). */
import { msg } from '@lingui/core/macro'

export const deliveryTexts = {
  popupTitle: msg`Delivery or pickup`,
  delivery: msg`Delivery`,
  pickup: msg`Pickup`,
  receiveType: msg`How to get the order`,
  map: msg`Map`,
  locate: msg`Show my location`,
  myLocation: msg`You are here`,
  addressMarker: msg`Delivery address`,
  // Address sheet
  addressSheet: msg`Delivery address`,
  addressInput: msg`Street and house`,
  addressPlaceholder: msg`Start typing the address`,
  suggestions: msg`Address suggestions`,
  searching: msg`Searching…`,
  nothingFound: msg`No such address found`,
  room: msg`Apt/office`,
  domofon: msg`Intercom`,
  entrance: msg`Entrance`,
  floor: msg`Floor`,
  comment: msg`Comment for the courier`,
  required: msg`Fill in this field`,
  confirmAddress: msg`Confirm address`,
  enterAddress: msg`Enter the address`,
  lookingUp: msg`Finding the address…`,
  // Selected sheet
  change: msg`Change`,
  done: msg`Done`,
  chooseHere: msg`Pick up here`,
  chosen: msg`Your pickup point`,
  backToList: msg`Back to the list`,
  // Branch list
  branchList: msg`Pickup points`,
  showAll: msg`Show all pickup points`,
  showFirst: msg`Show fewer`,
  noBranches: msg`No pickup points`,
  // Selector and blocker
  chooseAddress: msg`Choose an address`,
  choosePoint: msg`Choose a pickup point`,
  blockerTitle: msg`How would you like to get your order?`,
  blockerText: msg`Choose a delivery address or a pickup point to see the menu and prices that apply to you.`,
  choose: msg`Choose`,
  later: msg`Later`,
  // Before the form (catalog §5)
  chooseReceive: msg`Choose a delivery address or a pickup point`,
  deliveryClosedTitle: msg`Delivery is not available now`,
  deliveryHours: msg`Delivery hours: {hours}`,
  /** values: { hours } ('Every day 10:00–23:00'); issue 12 #11 */
  workingHours: msg`Working hours: {hours}`,
  deliveryClosed: msg`Delivery is not available at this time`,
  pickupClosed: msg`Pickup is not available at this time`,
}

/** Short week-day names, Monday first (1-7). */
export const weekDays = [msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`, msg`Sun`]
