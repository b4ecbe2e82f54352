/** settings.modules.stampcard (schemas/modules/stampcard.json holds the defaults). */
export interface StampcardSettings {
  stampsToReward: number
  userStamps: number
  type: 'stamps' | 'progress'
  title: string
  text: string
  blockTitle: string
  showBlockTitle: boolean
  counterTitle: string
  isReduced: boolean
  reduceBy: number
  isDividerHidden: boolean
}
