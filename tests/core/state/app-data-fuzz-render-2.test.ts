/**
 * The app data fuzz's rendered property (./app-data-fuzz-render.ts), the runs with an odd
 * index; app-data-fuzz-render-1.test.ts renders the others, in vitest's other worker.
 */
import { describeRenderedShare } from './app-data-fuzz-render.ts'

describeRenderedShare({ part: 1, parts: 2 })
