/**
 * The slots each module fills (the `slots` of its descriptor in src/modules/<m>/index.ts). The
 * descriptors load screens lazily and carry texts and styles, so Node cannot import them; this
 * table is what the checker knows, and tests/brand-check/slots.test.ts keeps it equal to the
 * descriptors.
 */
export const moduleSlots: Record<string, readonly string[]> = {
  actions: ['home'],
  auth: ['startup'],
  bonus: ['home'],
  booking: ['home'],
  catalog: ['home', 'tab-bar-buttons', 'side-panel-menu'],
  getwallet: ['home'],
  gifts: ['home'],
  news: ['home'],
  notifications: ['home-navbar'],
  pages: ['side-panel-menu'],
  referral: ['home', 'side-panel-menu'],
  specialoffer: ['home'],
  stampcard: ['home'],
  update: ['startup'],
}
