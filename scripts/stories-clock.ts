/**
 * The recorder's clock (`npm run stories:record`, imported first): stopped at the instant the
 * stories' clock starts at (.storybook/matrix.ts `STORY_NOW`), in UTC. The seed dates its news,
 * actions, orders and pushes from "now" (in JavaScript and in PGlite, whose clock is
 * JavaScript's), so a recording made on another day or machine would differ in every date;
 * stopped, re-recording an unchanged server changes nothing, and the dates the stories show sit
 * where their clock does.
 */
import { STORY_NOW } from '../.storybook/matrix.ts'

process.env.TZ = 'UTC'
const NOW = Date.parse(STORY_NOW)
const RealDate = Date

class StoppedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(NOW)
    else super(...(args as ConstructorParameters<DateConstructor>))
  }

  static override now(): number {
    return NOW
  }
}

globalThis.Date = StoppedDate as DateConstructor
