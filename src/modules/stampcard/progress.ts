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

/**
 * The stamp row. A reduced card (isReduced) draws reduceBy fewer slots: the first reduceBy + 1
 * stamps fold into one '1–N' slot, filled once all of them are collected, so the row stays short
 * and every slot still tells the truth. Never folds the reward stamp.
 */
export function stampSlots(state: StampState, reduceBy = 0): StampSlot[] {
  const fold = Math.max(0, Math.min(Math.floor(reduceBy) || 0, state.required - 2))
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
