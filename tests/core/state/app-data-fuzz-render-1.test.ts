/**
 * The app data fuzz's rendered property (./app-data-fuzz-render.ts), the runs with an even
 * index; app-data-fuzz-render-2.test.ts renders the others, in vitest's other worker.
 */
import { describeRenderedShare } from './app-data-fuzz-render.ts'

describeRenderedShare({ part: 0, parts: 2 })
