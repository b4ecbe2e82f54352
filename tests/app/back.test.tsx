import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  openDialog,
  openPopup,
  openSheet,
  overlay,
  pushBackOverride,
  withBusy,
} from '../../src/core/overlay.ts'
import { leavePages, navigate, openPanel, ui } from '../../src/core/state/ui.ts'
import { brandAppData, testModuleTable } from '../helpers/app-data.ts'
import { renderApp } from '../helpers/render-app.tsx'

const pressEscape = () => fireEvent.keyDown(window, { key: 'Escape' })

/** Runs a store change and lets valtio notify React (it batches in a microtask). */
const run = (fn: () => unknown) =>
  act(async () => {
    fn()
  })

function Body({ text }: { text: string }) {
  return createElement('p', null, text)
}

async function start(url = 'http://localhost:3000/') {
  const r = await renderApp(brandAppData(), { modules: testModuleTable(), url })
  await screen.findByRole('heading', { level: 1 })
  return r
}

describe('back-button order', () => {
  it('a finished flow leaves its pages without closing a popup that opened meanwhile', async () => {
    await start()
    await run(() => navigate('/news/5'))
    expect(await screen.findByRole('heading', { name: 'News item screen' })).toBeInTheDocument()
    await run(() => openDialog({ title: 'Points are coming', text: '+150' }))
    await run(() => leavePages(1))
    await waitFor(() => expect(location.pathname).toBe('/'))
    expect(ui.depth).toBe(0)
    expect(screen.getByRole('alertdialog', { name: 'Points are coming' })).toBeInTheDocument()
  })

  it('closes the dialog, then the sheet, then the popup, then goes back a page', async () => {
    await start()
    await run(() => navigate('/news/5'))
    expect(await screen.findByRole('heading', { name: 'News item screen' })).toBeInTheDocument()
    expect(ui.depth).toBe(1)
    await run(() => {
      openPopup({ label: 'Story', component: Body, props: { text: 'popup body' } })
      openSheet({ label: 'Options', component: Body, props: { text: 'sheet body' } })
      openDialog({ title: 'Sure?', text: 'Really' })
    })
    expect(screen.getByRole('alertdialog', { name: 'Sure?' })).toBeInTheDocument()

    await run(pressEscape)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Options' })).toBeInTheDocument()
    await run(pressEscape)
    expect(screen.queryByRole('dialog', { name: 'Options' })).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Story' })).toBeInTheDocument()
    await run(pressEscape)
    expect(screen.queryByRole('dialog', { name: 'Story' })).not.toBeInTheDocument()
    expect(location.pathname).toBe('/news/5')

    await run(pressEscape)
    await waitFor(() => expect(location.pathname).toBe('/'))
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(ui.depth).toBe(0)
  })

  it('maps the browser back button: an open dialog closes and the page stays', async () => {
    await start()
    await run(() => navigate('/news/'))
    await screen.findByRole('heading', { name: 'News screen' })
    await run(() => openDialog({ title: 'Hello' }))
    await run(() => history.back())
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(location.pathname).toBe('/news/')
    expect(screen.getByRole('heading', { name: 'News screen' })).toBeInTheDocument()
    // Then the browser back goes to the previous page.
    await run(() => history.back())
    await waitFor(() => expect(location.pathname).toBe('/'))
  })

  it('a busy preloader swallows the first press and cancels on the second', async () => {
    await start()
    let signal: AbortSignal | undefined
    let result: Promise<unknown> = Promise.resolve()
    await run(() => {
      result = withBusy((s) => {
        signal = s
        return new Promise(() => {})
      }).catch((e: unknown) => e)
    })
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
    await run(pressEscape)
    expect(signal?.aborted).toBe(false)
    await run(pressEscape)
    expect(signal?.aborted).toBe(true)
    expect(await result).toMatchObject({ kind: 'cancelled' })
    expect(overlay.busy).toBeNull()
  })

  it('a back override comes before dialogs; returning false passes the press on', async () => {
    await start()
    const override = vi.fn(() => {})
    await run(() => openDialog({ title: 'Dialog' }))
    const remove = pushBackOverride(override)
    await run(pressEscape)
    expect(override).toHaveBeenCalledOnce()
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    remove()
    const pass = pushBackOverride(() => false)
    await run(pressEscape)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    pass()
  })

  it('closes the panel, then switches to the default tab, then asks before exiting', async () => {
    await start('http://localhost:3000/news/')
    expect(await screen.findByRole('heading', { name: 'News screen' })).toBeInTheDocument()
    await run(openPanel)
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    await run(pressEscape)
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()

    await run(pressEscape)
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument()
    expect(location.pathname).toBe('/')

    const go = vi.spyOn(history, 'go').mockImplementation(() => {})
    await run(pressEscape)
    expect(screen.getByRole('status')).toHaveTextContent('Press back again to exit')
    expect(go).not.toHaveBeenCalled()
    await run(pressEscape)
    expect(go).toHaveBeenCalledWith(-2)
    go.mockRestore()
  })

  it('the exit toast expires after 3 s', async () => {
    await start()
    const go = vi.spyOn(history, 'go').mockImplementation(() => {})
    const now = vi.spyOn(Date, 'now')
    now.mockReturnValue(1_000_000)
    await run(pressEscape)
    now.mockReturnValue(1_003_100)
    await run(pressEscape)
    expect(go).not.toHaveBeenCalled()
    now.mockRestore()
    go.mockRestore()
  })
})
