/**
 * The shell's own renders leave the screen alone (app/shell.tsx, issue 16: TBT). The shell
 * follows the active tab, the depth, the menu's inputs; each of its renders (four on a start)
 * rendered the current screen again, on the home the whole home, synchronously. The routes are
 * one element now: the screen renders for its own stores only.
 */
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ui } from '../../src/core/state/ui.ts'
import { brandAppData, fakeModule, testModuleTable } from '../helpers/app-data.ts'
import { renderApp } from '../helpers/render-app.tsx'

let renders = 0
function CountedHome() {
  renders++
  return <h1>Counted home</h1>
}

describe('the shell’s renders', () => {
  it('do not render the screen again', async () => {
    const home = fakeModule('home', {
      routes: [{ path: '/', screen: () => Promise.resolve({ default: CountedHome }) }],
    })
    await renderApp(brandAppData(), { modules: testModuleTable({ home }) })
    await screen.findByRole('heading', { level: 1, name: 'Counted home' })
    const before = renders
    // the shell follows these (the active tab, a pushed page's depth)
    await act(async () => {
      ui.activeTab = 'news'
    })
    await act(async () => {
      ui.depth = 1
    })
    await act(async () => {
      ui.depth = 0
      ui.activeTab = 'home'
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Counted home' })).toBeInTheDocument()
    expect(renders).toBe(before)
  })
})
