/**
 * Stamp card (shell-data §4 "Stamp card"): while userStamps is below stampsToReward it shows
 * progress (the percentage is the floor of stamps over required); at equality a reward button;
 * the card is short when the required stamps are 3 or fewer.
 */
export const SHORT_CARD_MAX = 3

export interface StampState {
  stamps: number
  required: number
  percent: number
  complete: boolean
  short: boolean
}

export function stampState(userStamps: unknown, stampsToReward: unknown): StampState {
  const required = Math.max(1, Math.floor(Number(stampsToReward) || 0) || 1)
  const stamps = Math.max(0, Math.min(required, Math.floor(Number(userStamps) || 0)))
  return {
    stamps,
    required,
    percent: Math.floor((stamps / required) * 100),
    complete: stamps >= required,
    short: required <= SHORT_CARD_MAX,
  }
}

export interface StampSlot {
  /** 1-based number of the stamp this slot draws (the fold: the last stamp it stands for). */
  number: number
  filled: boolean
  /** The reward stamp (the last one). */
  reward: boolean
  /** A fold standing for this many stamps (the first ones), drawn as '1–N'; 0 for one stamp. */
  folded: number
}

/** The most stamps a phone's card draws one by one: two rows of six (326 px of card at 390). */
export const MAX_DRAWN_STAMPS = 12
/** The most stamps in one row of the card (47 px each at 390 px). */
export const MAX_ROW_STAMPS = 6

/**
 * Columns of the stamp grid for `count` slots: one row up to six, else rows as even as can be
 * (8 → 4 + 4, 10 → 5 + 5, 12 → 6 + 6, 7 → 4 + 3), never a 6 + 2 wrap (session 15).
 */
export function stampColumns(count: number): number {
  const n = Math.max(1, Math.floor(count) || 1)
  const rows = Math.ceil(n / MAX_ROW_STAMPS)
  return Math.ceil(n / rows)
}

/**
 * The stamp row. A reduced card (isReduced) may draw up to reduceBy fewer slots, only as many as
 * it takes to keep the row at MAX_DRAWN_STAMPS: the first stamps fold into one '1–N' slot, filled
 * once all of them are collected, and every slot still tells the truth. Never folds the reward
 * stamp. Up to twelve stamps every one is drawn: spb's ten as «1–5» and five circles read as a
 * broken card (session 15).
 */
export function stampSlots(state: StampState, reduceBy = 0): StampSlot[] {
  const needed = Math.max(0, state.required - MAX_DRAWN_STAMPS)
  const fold = Math.max(0, Math.min(Math.floor(reduceBy) || 0, needed, state.required - 2))
  const slots: StampSlot[] = []
  if (fold > 0) {
    const last = fold + 1
    slots.push({ number: last, filled: state.stamps >= last, reward: false, folded: last })
  }
  for (let n = fold > 0 ? fold + 2 : 1; n <= state.required; n++) {
    slots.push({ number: n, filled: n <= state.stamps, reward: n === state.required, folded: 0 })
  }
  return slots
}
