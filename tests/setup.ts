import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy…/waitFor give up after this long. A lazy screen's chunk is transformed on its first
// import, which takes seconds when the machine is busy (two cores shared with builds and
// browsers); the default second failed such tests under load. A ceiling, not a wait: they
// resolve as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 })

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())
