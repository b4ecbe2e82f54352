import { afterEach } from 'vitest'
import { WAIT_CEILING } from './helpers/wait.ts'

// Files that run in node (`// @vitest-environment node`: pure rules, no DOM) skip Testing
// Library and its matchers: importing them (react-dom among them) cost each such file more
// than its tests.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup, configure } = await import('@testing-library/react')

  // findBy…/waitFor give up after this long. A lazy screen's chunk is transformed on its first
  // import, which takes seconds when the machine is busy (two cores shared with builds and
  // browsers); the default second failed such tests under load. A ceiling, not a wait: they
  // resolve as soon as the element is there. 15 s: at load 35 a first screen took longer than 5 s
  // to leave the startup screen (gift-popup failed so in a full run beside other suites).
  // 30 s since session 9: two whole unit runs side by side at load ~25 failed four findBy…/waits
  // at about the old 15 s (auth screens, catalog server data, news).
  configure({ asyncUtilTimeout: WAIT_CEILING })

  // A Russian browser, as in e2e (playwright.config.ts locale ru-RU): the app takes the
  // browser's language on a first start (src/core/state/session.ts), and jsdom says en-US.
  Object.defineProperty(navigator, 'language', { value: 'ru-RU', configurable: true })
  Object.defineProperty(navigator, 'languages', { value: ['ru-RU', 'ru'], configurable: true })

  // vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => cleanup())
}
