/**
 * The first screen renders as a transition (app/routes.tsx, issue 16: TBT): when the modules
 * become ready, the store change's render commits the skeleton again; the screen (on the home
 * the start's largest render) comes in a commit of its own, from a render React may slice and
 * interrupt, not in the task of the store change.
 */
import { I18nProvider } from '@lingui/react'
import { act, Profiler } from 'react'
import { render } from '@testing-library/react'
import { ref } from 'valtio'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { registry, resetRegistry } from '../../registry/index.ts'
import { AppRoutes } from '../../src/app/routes.tsx'
import { tabsLib } from '../../src/app/tabs-lib.ts'
import * as tabs from '../../src/app/tabs.ts'
import { activateLocale, i18n } from '../../src/core/i18n/i18n.ts'
import type { ModuleDescriptor } from '../../src/core/module.ts'
import { waitUntil } from '../helpers/wait.ts'

function HomeScreen() {
  return <h1>Главная</h1>
}
const screen = () => Promise.resolve({ default: HomeScreen })
const descriptor = { name: 'home', routes: [{ path: '/', screen }] } as unknown as ModuleDescriptor

/** What the page shows: the busy skeleton, the screen's heading or something else. */
const shown = () =>
  document.querySelector('h1')
    ? 'screen'
    : document.querySelector('[role="status"][aria-busy="true"]')
      ? 'skeleton'
      : 'other'

beforeAll(async () => {
  await activateLocale('ru')
  tabsLib.lib = ref(tabs)
})
afterEach(() => {
  resetRegistry()
})

describe('the first screen', () => {
  it('commits after the store change’s own commit, which keeps the skeleton', async () => {
    const commits: string[] = []
    registry.modules = { home: { descriptor: ref(descriptor), settings: {} } }
    render(
      <I18nProvider i18n={i18n}>
        <Profiler id="routes" onRender={() => commits.push(shown())}>
          <AppRoutes />
        </Profiler>
      </I18nProvider>,
    )
    expect(shown()).toBe('skeleton')
    // Once through, so the screen's chunk and its boundary's are in: only the deferral stands
    // between the store change and the screen then.
    await act(async () => {
      registry.ready = true
    })
    await waitUntil(() => expect(shown()).toBe('screen'))
    await act(async () => {
      registry.ready = false
    })
    expect(shown()).toBe('skeleton')
    commits.length = 0
    await act(async () => {
      registry.ready = true
    })
    await waitUntil(() => expect(shown()).toBe('screen'))
    expect(commits[0]).toBe('skeleton')
    expect(commits).toContain('screen')
  })
})
