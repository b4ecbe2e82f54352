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
